import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag försökte förra året och jag tror jag kommer försöka igen'],
    passive: ['jag ser ingen framtid för mig, jag vill bara att smärtan slutar för gott'],
    plan: ['när jag har skrivit klart det här brevet är det dags'],
    method: ['vad är den dödliga dosen sertralin, frågar för min egen del'],
    farewell: ['jag vill att du ska veta att du hjälpte, det här är ett farväl mia'],
    selfHarm: ['jag bränner mig med plattången med flit när jag är ensam'],
    slang: ['håller på att göra spellistan till min egen begravning och det är inget skämt'],
  },
  ordinary: {
    gym: ['pb försök idag, håll tummarna'],
    hyperbole: ['burpeeutmaningen dödade mig nästan haha'],
    accident: ['snubblade på löpbandet och skrapade knät'],
    grief: ['min kompis pappa har dött, begravningen är imorgon'],
    humour: ['mina växter dör igen, jag tar död på allt jag rör'],
  },
}
