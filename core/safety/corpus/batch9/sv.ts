import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['ärligt talat har jag planerat att ta livet av mig ett tag nu'],
    passive: ['spelar det nån roll om jag dör, ingen skulle märka det på flera dagar'],
    plan: ['jag har planerat hela natten, huset kommer vara tomt'],
    method: ['köpte 3 paket alvedon i olika affärer så ingen frågar'],
    farewell: ['har lagt mina lösenord och en lapp till min bror på skrivbordet'],
    selfHarm: ['mina lår är fulla av ärr och jag gör fler hela tiden'],
    slang: ['inatt drar jag på riktigt om du fattar vad jag menar', 'jag är klar, kms inatt'],
  },
  ordinary: {
    gym: ['benpress till failure, mina lår skriker haha', 'makrona stämmer, vecka 2 av dieten'],
    hyperbole: ['chefen kommer döda mig om jag missar deadline'],
    accident: ['tappade en tallrik på foten och det blödde genom strumpan'],
    grief: ['nästa vecka är det årsdagen av min pappas självmord och jag bävar'],
    humour: ['såg precis nyheterna, en man dödade sin granne för en parkeringsplats, galen värld'],
  },
}
