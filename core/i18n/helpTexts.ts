import type { Locale } from './locales.ts'

/**
 * The words of the chat's "Get help now" control and of the call and text links in a crisis answer, per
 * language. Shipped with the widget's extras (fetched once a crisis answer is shown), not its catalogues.
 */
export interface HelpTexts {
  /** The header control and the name of the panel it opens. */
  readonly getHelp: string
  /** Above the lines in the panel. */
  readonly intro: string
  /** Before a number: a link that calls it. */
  readonly call: string
  /** Before a number: a link that writes it a text message. */
  readonly text: string
  /** Names the emergency number. */
  readonly emergency: string
  /** The link to the worldwide directory of lines. */
  readonly directory: string
  readonly close: string
}

export const helpTexts: Readonly<Record<Locale, HelpTexts>> = {
  en: {
    getHelp: 'Get help now',
    intro: 'Free, confidential support from real people:',
    call: 'Call',
    text: 'Text',
    emergency: 'In immediate danger',
    directory: 'Find a free helpline in your country',
    close: 'Close',
  },
  de: {
    getHelp: 'Jetzt Hilfe holen',
    intro: 'Kostenlose, vertrauliche Hilfe von echten Menschen:',
    call: 'Anrufen',
    text: 'SMS an',
    emergency: 'In akuter Gefahr',
    directory: 'Kostenlose Hotline in deinem Land finden',
    close: 'Schließen',
  },
  fr: {
    getHelp: "Obtenir de l'aide",
    intro: 'Une écoute gratuite et confidentielle, par de vraies personnes :',
    call: 'Appeler le',
    text: 'Écrire au',
    emergency: 'En danger immédiat',
    directory: "Trouver une ligne d'écoute gratuite dans ton pays",
    close: 'Fermer',
  },
  it: {
    getHelp: 'Chiedi aiuto ora',
    intro: 'Ascolto gratuito e riservato, da persone vere:',
    call: 'Chiama il',
    text: 'Scrivi al',
    emergency: 'In pericolo immediato',
    directory: 'Trova una linea di ascolto gratuita nel tuo paese',
    close: 'Chiudi',
  },
  es: {
    getHelp: 'Pedir ayuda ahora',
    intro: 'Apoyo gratuito y confidencial de personas reales:',
    call: 'Llamar al',
    text: 'Escribir al',
    emergency: 'En peligro inmediato',
    directory: 'Encontrar una línea de ayuda gratuita en tu país',
    close: 'Cerrar',
  },
  nl: {
    getHelp: 'Nu hulp krijgen',
    intro: 'Gratis, vertrouwelijke steun van echte mensen:',
    call: 'Bel',
    text: 'Sms',
    emergency: 'In direct gevaar',
    directory: 'Zoek een gratis hulplijn in jouw land',
    close: 'Sluiten',
  },
  sv: {
    getHelp: 'Få hjälp nu',
    intro: 'Kostnadsfritt, konfidentiellt stöd från riktiga människor:',
    call: 'Ring',
    text: 'Sms:a',
    emergency: 'I akut fara',
    directory: 'Hitta en kostnadsfri stödlinje i ditt land',
    close: 'Stäng',
  },
  nb: {
    getHelp: 'Få hjelp nå',
    intro: 'Gratis, fortrolig støtte fra ekte mennesker:',
    call: 'Ring',
    text: 'Send SMS til',
    emergency: 'I akutt fare',
    directory: 'Finn en gratis hjelpetelefon i landet ditt',
    close: 'Lukk',
  },
  da: {
    getHelp: 'Få hjælp nu',
    intro: 'Gratis, fortrolig støtte fra rigtige mennesker:',
    call: 'Ring til',
    text: 'Skriv til',
    emergency: 'I akut fare',
    directory: 'Find en gratis hjælpelinje i dit land',
    close: 'Luk',
  },
  fi: {
    getHelp: 'Hae apua nyt',
    intro: 'Maksutonta ja luottamuksellista tukea oikeilta ihmisiltä:',
    call: 'Soita',
    text: 'Tekstaa',
    emergency: 'Välittömässä vaarassa',
    directory: 'Etsi maksuton auttava puhelin omasta maastasi',
    close: 'Sulje',
  },
}
