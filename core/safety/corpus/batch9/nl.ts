import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['eerlijk gezegd plan ik al een tijdje om zelfmoord te plegen'],
    passive: ['maakt het uit als ik doodga, niemand zou het dagenlang merken'],
    plan: ['ik heb de hele nacht gepland, het huis is leeg'],
    method: ['heb 3 doosjes paracetamol bij verschillende winkels gekocht zodat niemand iets vraagt'],
    farewell: ['heb mijn wachtwoorden en een briefje voor mijn broer op mijn bureau gelegd'],
    selfHarm: ['mijn bovenbenen zitten vol littekens en er komen er steeds meer bij'],
    slang: [
      'vannacht ben ik weg voor altijd als je snapt wat ik bedoel',
      'ik ben er klaar mee, vannacht kms',
    ],
  },
  ordinary: {
    gym: ['beenpers tot falen, mijn quads schreeuwen haha', 'macros kloppen, week 2 van mijn cut'],
    hyperbole: ['mijn baas vermoordt me als ik de deadline mis'],
    accident: ['liet een bord op mijn voet vallen en het bloedde door mijn sok heen'],
    grief: ['volgende week is het een jaar geleden dat mijn vader zelfmoord pleegde en ik zie er tegenop'],
    humour: ['net het nieuws gezien, een man heeft zijn buurman vermoord om een parkeerplek, gekke wereld'],
  },
}
