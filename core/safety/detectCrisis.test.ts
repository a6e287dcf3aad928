import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales.ts'
import { detectCrisis } from './detectCrisis.ts'
import { languageBit, likelyLanguages } from './languages.ts'
import { normalise } from './normalise.ts'

describe('detectCrisis', () => {
  it('fires on the message from the issue and on slang, in any language whatever the page', () => {
    expect(detectCrisis('I want to kill myself tonight, I have the pills ready')).toBeDefined()
    expect(detectCrisis('gonna kms')).toMatchObject({ language: 'en' })
    expect(detectCrisis('Ich will mich umbringen')).toMatchObject({ language: 'de' })
  })

  it('lets the gym talk from the issue through', () => {
    for (const message of [
      'leg day is killing me',
      'I could die for a pizza',
      'this plank is murder',
      "I'm dead 😂",
      'we did suicides at practice',
      "I'm on a cut",
      'I cut myself shaving',
      'ran 10 kms today',
      'I want to hang out tonight',
      'i need new pills for my headache',
      'I jumped off the pier into the sea',
      'my uncle killed himself in a movie I watched',
      'burned myself on my curling iron again lol',
    ])
      expect(detectCrisis(message), message).toBeUndefined()
  })

  it('reads through case, accents, repeated letters, leetspeak and method emoji', () => {
    expect(detectCrisis('I WANT TO DIIIIE')).toBeDefined()
    expect(detectCrisis('i want to k1ll mys3lf')).toBeDefined()
    expect(detectCrisis('k.m.s')).toBeDefined()
    expect(detectCrisis('JE VEUX ME SUICIDER')).toBeDefined()
    expect(detectCrisis('je veux me suicidér')).toBeDefined()
    expect(detectCrisis('going to take all my 💊 tonight')).toBeDefined()
  })

  it('reads words typed apart or clipped as written', () => {
    expect(detectCrisis('im gonna kill my self i swear')).toBeDefined()
    expect(detectCrisis('ich denk an selbst mord')).toMatchObject({ language: 'de' })
    expect(detectCrisis('ik wil zelf moord plegen')).toMatchObject({ language: 'nl' })
    expect(detectCrisis('mietin itse murhaa')).toMatchObject({ language: 'fi' })
  })

  it('reads meaning the cues never listed: method + act + intent, burden, self-harm with context', () => {
    expect(detectCrisis('jeg har tatt alle pillene')).toMatchObject({ language: 'nb' })
    expect(detectCrisis('stasera mi butto dal tetto')).toMatchObject({ language: 'it' })
    expect(detectCrisis('je suis un poids pour tout le monde')).toMatchObject({ language: 'fr' })
    expect(detectCrisis('ich will mich vor den zug werfen')).toMatchObject({ language: 'de' })
    expect(detectCrisis('the cuts on my thighs are getting worse')).toBeDefined()
  })

  it('keeps a guard narrow: a false friend does not mask a crisis in the same message', () => {
    expect(detectCrisis('leg day is killing me')).toBeUndefined()
    expect(detectCrisis('leg day was fine but I want to die')).toBeDefined()
    expect(detectCrisis('this workout is killing me and I want to end my life')).toBeDefined()
    expect(detectCrisis('I cut myself shaving')).toBeUndefined()
    expect(detectCrisis('I cut myself again on purpose')).toBeDefined()
  })

  it('reads a crisis told around it: a passive wish, a means and what it is for, pills beside alcohol', () => {
    expect(detectCrisis("honestly if a truck ran me over i'd be relieved")).toBeDefined()
    expect(detectCrisis('ich hab ein seil im keller und weiß genau wofür')).toBeDefined()
    expect(detectCrisis('tengo todas mis pastillas contadas y una botella de whisky')).toBeDefined()
  })

  it('lets laughter about dying and threats from others through, but not a laughing crisis', () => {
    for (const message of [
      'this show is so bad i want to die lol',
      'una reunión más y me tiro por la ventana jaja',
      'mein postfach will mich umbringen',
      'i will actually die if he texts me back',
    ])
      expect(detectCrisis(message), message).toBeUndefined()
    expect(detectCrisis('lol im gonna kms')).toBeDefined()
    expect(detectCrisis('i took all my pills lol')).toBeDefined()
  })

  it("fires on another person's present intent, not on a past death or a film", () => {
    expect(detectCrisis('my friend wants to kill himself')).toBeDefined()
    expect(detectCrisis('min kompis vill ta livet av sig')).toMatchObject({ language: 'sv' })
    expect(detectCrisis('my uncle killed himself in a movie I watched')).toBeUndefined()
    expect(detectCrisis('mun täti teki itsemurhan viime vuonna')).toBeUndefined()
  })

  it('sets aside what reads as a crisis and is something else by its context, in every language', () => {
    for (const message of [
      'took two paracetamol for my migraine, can i still lift tomorrow?',
      'hab eine ibuprofen gegen die kopfschmerzen genommen, kann ich heute abend trainieren?',
      "j'ai pris un doliprane pour ma migraine, je peux m'entraîner ce soir ?",
      'ho preso una tachipirina per il mal di testa, posso allenarmi stasera?',
      'me tomé un ibuprofeno para el dolor de espalda, ¿puedo entrenar esta noche?',
      'nam een paracetamol tegen de hoofdpijn, kan ik vanavond nog sporten?',
      'tog en alvedon mot huvudvärken, kan jag träna ikväll?',
      'tok en paracet mot hodepinen, kan jeg trene i kveld?',
      'tog en panodil mod hovedpinen, kan jeg træne i aften?',
      'otin panadolin päänsärkyyn, voinko treenata illalla?',
      'cut myself shaving this morning, blood on my shirt now',
      'hab mich beim rasieren geschnitten, blute wie verrückt',
      'mi sono tagliata radendomi le gambe, che sangue',
      'me corté afeitándome las piernas, sangre por todas partes',
      'heb me gesneden bij het scheren, bloed overal',
      'skar mig när jag rakade mig, blodet rinner',
      'skar meg da jeg barberte meg, blør masse',
      'viilsin itteäni ajellessa, verta joka paikassa',
      'drinks at the rooftop bar tonight after leg day',
      'heute abend pool auf dem dach vom hotel',
      'ce soir bar sur le toit avec les copines',
      'mañana cena en la azotea del hotel',
      'zwembad op het dak van het hotel, ik ga morgen',
      'ikväll blir det bar på taket',
      'my dad killed himself ten years ago and it still hurts',
      'mein onkel hat sich vor fünf jahren das leben genommen',
      'il suicidio di mio zio due anni fa mi pesa ancora',
      'mi abuelo se quitó la vida cuando yo era niño',
      'mijn neef pleegde zelfmoord vorig jaar',
      'min morbror tog livet av sig när jag var liten',
      'onkelen min tok livet av seg i fjor',
      'min fætter begik selvmord sidste år',
      'setäni teki itsemurhan kun olin pieni',
      'coach made us do suicide sprints for 20 minutes tonight',
      'i could sleep for a week and never wake up after this shift',
      'we need a farewell card for our colleague who retires on friday',
      'montag früh und kein kaffee, erschießt mich bitte',
    ])
      expect(detectCrisis(message), message).toBeUndefined()
  })

  it('still fires on the writer beside an aside, and on a stockpile whatever it is for', () => {
    expect(detectCrisis('my dad killed himself and tonight i will kill myself too')).toBeDefined()
    expect(detectCrisis('i cut myself again on purpose, not shaving')).toBeDefined()
    expect(detectCrisis('my friend wants to kill herself')).toBeDefined()
    expect(detectCrisis('meine schwester ritzt sich, ich hab angst um sie')).toBeDefined()
    expect(detectCrisis('i swallowed 40 ibuprofen for my headache tonight')).toBeDefined()
  })

  it('reads a message in the languages its words show, English slang in any, and all ten when unsure', () => {
    expect(likelyLanguages(normalise('ich will einfach nicht mehr, alles ist sinnlos'))).toBe(languageBit.de)
    expect(likelyLanguages(normalise('unilääkkeet'))).toBe(2 ** locales.length - 1)
    expect(detectCrisis('ich will heute kms')).toBeDefined()
    expect(detectCrisis('jag vill inte leva längre')).toBeDefined()
  })

  it('does not read across sentences', () => {
    expect(detectCrisis('I want to. Die Hard is the best Christmas movie')).toBeUndefined()
  })
})
