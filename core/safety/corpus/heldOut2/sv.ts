import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag vill bara dö', 'jag ska ta mitt liv'],
    passive: ['jag hoppas att jag inte vaknar imorgon', 'ibland önskar jag att jag inte fanns'],
    plan: ['jag har bestämt mig, i natt gör jag det', 'på lördag när alla är borta tar jag livet av mig'],
    method: ['jag har sparat sömntabletter i veckor', 'tänker hoppa från bron'],
    farewell: ['jag har skrivit avskedsbrev till alla', 'ta hand om min katt när jag är borta'],
    selfHarm: ['jag skar mig igen igår', 'jag skadar mig själv för att känna något'],
    slang: ['orkar inte leva längre', 'vill bara försvinna för alltid', 'jag tar livet av mig snart ärligt'],
  },
  ordinary: {
    gym: ['bendagen dödade mig idag', 'jag deffar så ingen pizza', 'de här burpeesen tar livet av mig'],
    hyperbole: ['jag skulle döda för en kaffe', 'jag dör av skratt 😂', 'jag dör för kanelbullar'],
    accident: [
      'skar mig i fingret när jag lagade mat',
      'brände mig på ugnen',
      'ramlade av cykeln och slog i knät',
    ],
    grief: ['min morfar dog förra veckan', 'idag var min fasters begravning', 'vår hund dog igår'],
    humour: ['det här mötet dödar mig', 'en till måndag så och jag dör', 'jag är död 😂'],
  },
}
