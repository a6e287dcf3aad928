import type { Locale } from './locales.ts'

/**
 * The country refusal when ALLOWED_COUNTRIES is not the default list (the catalogues' `refusal` names the
 * default one): `{countries}` is the list in the visitor's language, so the sentence is built with a colon,
 * free of the articles and prepositions country names take. Server-side only.
 */
export const refusalTexts: Readonly<Record<Locale, string>> = {
  en: "Sorry, this service isn't available in your country. Countries where it's available: {countries}.",
  de: 'Sorry, diesen Chat gibt es in deinem Land leider nicht. Verfügbar ist er in: {countries}.',
  fr: 'Désolée, ce service n’est pas disponible dans ton pays. Pays où il est disponible\u00a0: {countries}.',
  it: 'Scusa, questo servizio non è disponibile nel tuo paese. Paesi in cui è disponibile: {countries}.',
  es: 'Lo siento, este servicio no está disponible en tu país. Países donde está disponible: {countries}.',
  nl: 'Sorry, deze dienst is niet beschikbaar in jouw land. Landen waar hij beschikbaar is: {countries}.',
  sv: 'Tyvärr finns den här tjänsten inte i ditt land. Länder där den finns: {countries}.',
  nb: 'Beklager, denne tjenesten er ikke tilgjengelig i landet ditt. Land der den er tilgjengelig: {countries}.',
  da: 'Beklager, denne tjeneste er ikke tilgængelig i dit land. Lande, hvor den er tilgængelig: {countries}.',
  fi: 'Valitettavasti tämä palvelu ei ole käytettävissä maassasi. Maat, joissa se on käytettävissä: {countries}.',
}
