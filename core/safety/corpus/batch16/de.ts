import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ich denk öfter dran mich umzubringen als an irgendwas anderes',
      'ich werd mir das leben nehmen, wollte es nur jemandem sagen',
    ],
    passive: ['ehrlich ich wünschte ich wär nie geboren', 'wenn ich morgen nicht aufwach wär mir das recht'],
    plan: [
      'wenn mein mitbewohner am 22. in die ferien fährt, dann',
      'hab mir den freitagabend freigehalten, danach bin ich nicht mehr da',
    ],
    method: [
      'ich hab genug insulin zuhause um es zu tun',
      'schau mir jeden tag die brücke bei der arbeit an, sie ist hoch genug',
    ],
    farewell: [
      'danke fürs zuhören all die monate, das ist das ende für mich',
      'hab ein video für meine eltern aufgenommen, für danach',
    ],
    selfHarm: [
      'ich schlag mir in den bauch bis ich keine luft mehr krieg',
      'ritz mich wieder, meine oberschenkel sind voll',
    ],
    slang: ['lowkey will ich heute nacht kms', 'vielleicht unalive ich mich nach dem semester, kein witz'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
