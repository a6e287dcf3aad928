import { crisisLines, fallbackCrisisLines, type CrisisLine } from '../safety/crisisLines.ts'
import type { Locale } from './locales.ts'

/** The parts of the supportive answer in one language; the lines and numbers come from crisisLines. */
interface CrisisWords {
  readonly intro: string
  /** Asks the visitor to call (or text) the country's line(s), already written as "number (name)". */
  readonly reach: (lines: string, text: boolean) => string
  /** Joins two lines of one country. */
  readonly or: string
  readonly emergency: (number: string) => string
  /** For a country without a listed line (refused or unknown). */
  readonly directory: (url: string) => string
  readonly outro: string
}

const words: Readonly<Record<Locale, CrisisWords>> = {
  en: {
    intro:
      "Hey, I'm really glad you told me, and I care about how you're doing. I'm not the right one to help with this, but someone is, right now.",
    reach: (lines, text) => `${text ? 'Call or text' : 'Call'} ${lines}.`,
    or: ' or ',
    emergency: (n) => `If you are in immediate danger, call ${n}.`,
    directory: (url) => `You can find a free helpline in your country at ${url}.`,
    outro: 'Please reach out to them or to someone you trust. 💛',
  },
  de: {
    intro:
      'Hey, ich bin echt froh, dass du mir das erzählst, und mir ist wichtig, wie es dir geht. Ich bin nicht die Richtige, um dir dabei zu helfen, aber es gibt jemanden, der es ist, und zwar sofort.',
    reach: (lines, text) => (text ? `Ruf ${lines} an oder schreib eine SMS.` : `Ruf ${lines} an.`),
    or: ' oder ',
    emergency: (n) => `Wenn du in akuter Gefahr bist, ruf die ${n} an.`,
    directory: (url) => `Eine kostenlose Hotline in deinem Land findest du unter ${url}.`,
    outro: 'Bitte melde dich dort oder bei jemandem, dem du vertraust. 💛',
  },
  fr: {
    intro:
      "Hé, je suis vraiment contente que tu me le dises, et je tiens à savoir comment tu vas. Je ne suis pas la bonne personne pour t'aider avec ça, mais quelqu'un l'est, tout de suite.",
    reach: (lines, text) => (text ? `Appelle ou écris au ${lines}.` : `Appelle le ${lines}.`),
    or: ' ou le ',
    emergency: (n) => `Si tu es en danger immédiat, appelle le ${n}.`,
    directory: (url) => `Tu trouveras une ligne d'écoute gratuite dans ton pays sur ${url}.`,
    outro: "S'il te plaît, contacte-les ou parle à quelqu'un en qui tu as confiance. 💛",
  },
  it: {
    intro:
      'Ehi, sono davvero contenta che tu me lo abbia detto, e mi importa di come stai. Non sono la persona giusta per aiutarti con questo, ma qualcuno lo è, adesso.',
    reach: (lines, text) => (text ? `Chiama o scrivi al ${lines}.` : `Chiama il ${lines}.`),
    or: ' o il ',
    emergency: (n) => `Se sei in pericolo immediato, chiama il ${n}.`,
    directory: (url) => `Trovi una linea di ascolto gratuita nel tuo paese su ${url}.`,
    outro: 'Ti prego, contattali o parla con qualcuno di cui ti fidi. 💛',
  },
  es: {
    intro:
      'Oye, me alegra mucho que me lo cuentes, y me importa cómo estás. No soy la persona adecuada para ayudarte con esto, pero alguien sí lo es, ahora mismo.',
    reach: (lines, text) => (text ? `Llama o escribe al ${lines}.` : `Llama al ${lines}.`),
    or: ' o al ',
    emergency: (n) => `Si estás en peligro inmediato, llama al ${n}.`,
    directory: (url) => `Puedes encontrar una línea de ayuda gratuita en tu país en ${url}.`,
    outro: 'Por favor, contacta con ellos o con alguien de confianza. 💛',
  },
  nl: {
    intro:
      'Hé, ik ben echt blij dat je het me vertelt, en het kan me schelen hoe het met je gaat. Ik ben niet de juiste om je hierbij te helpen, maar er is wel iemand, nu meteen.',
    reach: (lines, text) => `${text ? 'Bel of sms' : 'Bel'} ${lines}.`,
    or: ' of ',
    emergency: (n) => `Ben je in direct gevaar, bel dan ${n}.`,
    directory: (url) => `Een gratis hulplijn in jouw land vind je op ${url}.`,
    outro: 'Neem alsjeblieft contact met ze op, of met iemand die je vertrouwt. 💛',
  },
  sv: {
    intro:
      'Hej, jag är verkligen glad att du berättar det för mig, och jag bryr mig om hur du mår. Jag är inte rätt person att hjälpa dig med det här, men någon är det, just nu.',
    reach: (lines, text) => `${text ? 'Ring eller sms:a' : 'Ring'} ${lines}.`,
    or: ' eller ',
    emergency: (n) => `Om du är i akut fara, ring ${n}.`,
    directory: (url) => `Du hittar en kostnadsfri stödlinje i ditt land på ${url}.`,
    outro: 'Hör av dig till dem eller till någon du litar på. 💛',
  },
  nb: {
    intro:
      'Hei, jeg er virkelig glad for at du forteller meg dette, og jeg bryr meg om hvordan du har det. Jeg er ikke den rette til å hjelpe deg med dette, men noen er det, akkurat nå.',
    reach: (lines, text) => `${text ? 'Ring eller send SMS til' : 'Ring'} ${lines}.`,
    or: ' eller ',
    emergency: (n) => `Hvis du er i akutt fare, ring ${n}.`,
    directory: (url) => `Du finner en gratis hjelpetelefon i landet ditt på ${url}.`,
    outro: 'Ta kontakt med dem eller med noen du stoler på. 💛',
  },
  da: {
    intro:
      'Hej, jeg er virkelig glad for, at du fortæller mig det, og jeg går op i, hvordan du har det. Jeg er ikke den rette til at hjælpe dig med det her, men der er nogen, der er, lige nu.',
    reach: (lines, text) => `${text ? 'Ring eller skriv til' : 'Ring til'} ${lines}.`,
    or: ' eller ',
    emergency: (n) => `Hvis du er i akut fare, så ring ${n}.`,
    directory: (url) => `Du kan finde en gratis hjælpelinje i dit land på ${url}.`,
    outro: 'Kontakt dem eller en, du stoler på. 💛',
  },
  fi: {
    intro:
      'Hei, olen todella iloinen, että kerroit minulle, ja välitän siitä, miten voit. En ole oikea ihminen auttamaan tässä, mutta joku on, heti nyt.',
    reach: (lines, text) => `${text ? 'Soita tai tekstaa numeroon' : 'Soita numeroon'} ${lines}.`,
    or: ' tai ',
    emergency: (n) => `Jos olet välittömässä vaarassa, soita hätänumeroon ${n}.`,
    directory: (url) => `Löydät maksuttoman auttavan puhelimen omasta maastasi osoitteesta ${url}.`,
    outro: 'Ole heihin yhteydessä tai puhu jollekulle, johon luotat. 💛',
  },
}

/**
 * The supportive answer of the crisis protocol (and of the moderation guard's self-harm verdict): in the
 * visitor's language, with the crisis line(s) of their country and its emergency number; for a country
 * without a listed line (refused or unknown), the emergency number and a worldwide directory of lines.
 */
export function crisisText(locale: Locale, country: string | undefined): string {
  const say = words[locale]
  const local = country === undefined ? undefined : crisisLines[country]
  const help = local
    ? say.reach(
        local.lines.map(lineText).join(say.or),
        local.lines.some((line) => line.text === true),
      )
    : say.directory(fallbackCrisisLines.directory)
  const emergency = say.emergency((local ?? fallbackCrisisLines).emergency)
  return `${say.intro} ${help} ${emergency} ${say.outro}`
}

function lineText(line: CrisisLine): string {
  return `${line.number} (${line.name})`
}
