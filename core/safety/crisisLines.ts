/**
 * The crisis lines the crisis protocol gives, per allowed country: the national suicide-prevention or
 * emotional-support line, and the emergency number for immediate danger. Shared by the proxy's supportive
 * answer and the site's /safety page, so the two never disagree. Checked against the services' own pages;
 * review them yearly.
 */
export interface CrisisLine {
  /** The service's own name. */
  readonly name: string
  /** As the service writes it. */
  readonly number: string
  /** Call, text or both. */
  readonly text?: boolean
}

export interface CountryCrisisLines {
  readonly lines: readonly CrisisLine[]
  /** The emergency number for immediate danger. */
  readonly emergency: string
}

export const crisisLines: Readonly<Record<string, CountryCrisisLines>> = {
  US: { lines: [{ name: '988 Suicide & Crisis Lifeline', number: '988', text: true }], emergency: '911' },
  CA: { lines: [{ name: '9-8-8 Suicide Crisis Helpline', number: '988', text: true }], emergency: '911' },
  GB: { lines: [{ name: 'Samaritans', number: '116 123' }], emergency: '999' },
  IE: { lines: [{ name: 'Samaritans', number: '116 123' }], emergency: '112' },
  DE: { lines: [{ name: 'TelefonSeelsorge', number: '0800 111 0 111' }], emergency: '112' },
  FR: {
    lines: [{ name: '3114, numéro national de prévention du suicide', number: '3114' }],
    emergency: '112',
  },
  IT: { lines: [{ name: 'Telefono Amico Italia', number: '02 2327 2327' }], emergency: '112' },
  ES: { lines: [{ name: 'Línea 024 de atención a la conducta suicida', number: '024' }], emergency: '112' },
  NL: { lines: [{ name: '113 Zelfmoordpreventie', number: '113' }], emergency: '112' },
  BE: {
    lines: [
      { name: 'Zelfmoordlijn', number: '1813' },
      { name: 'Centre de Prévention du Suicide', number: '0800 32 123' },
    ],
    emergency: '112',
  },
  SE: { lines: [{ name: 'Självmordslinjen', number: '90101' }], emergency: '112' },
  NO: { lines: [{ name: 'Mental Helse hjelpetelefonen', number: '116 123' }], emergency: '112' },
  DK: { lines: [{ name: 'Livslinien', number: '70 201 201' }], emergency: '112' },
  FI: { lines: [{ name: 'MIELI Kriisipuhelin', number: '09 2525 0111' }], emergency: '112' },
}

/** For a country not listed (or unknown): the emergency number, and a directory of lines worldwide. */
export const fallbackCrisisLines: CountryCrisisLines & { readonly directory: string } = {
  lines: [],
  emergency: '112',
  directory: 'https://findahelpline.com',
}
