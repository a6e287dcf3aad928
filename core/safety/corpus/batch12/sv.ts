import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['ärligt talat vore jag bättre död vid det här laget'],
    passive: ['jag vill bara sluta finnas, inte dö exakt, bara sluta'],
    plan: ['har redan valt platsen vid ån'],
    method: ['har en massa av mammas sömntabletter på mitt rum'],
    farewell: ['om det här är mitt sista meddelande, vet att det inte var ditt fel'],
    selfHarm: ['jag skär mig i handlederna när alla sover'],
    slang: ['ska göra en sewerslide ingen lögn'],
  },
  ordinary: {
    gym: [
      'den här proteinshaken smakar död',
      'min marklyftsteknik dödar min ländrygg',
      'jag deffar så ingen efterrätt',
      'brinnande ben efter trappmaskinen',
    ],
    hyperbole: ['jag kan dö av lycka, jag fick jobbet!'],
    accident: ['skar nästan av mig fingret när jag skivade en bagel'],
    grief: ['morfar dog fridfullt 94 år gammal, vi är ledsna men tacksamma'],
    humour: ['skurken tar livet av sig i slutet av boken, vilken twist'],
  },
}
