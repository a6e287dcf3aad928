import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['eerlijk ik zou beter dood kunnen zijn op dit punt'],
    passive: ['ik wil gewoon ophouden met bestaan, niet echt dood, gewoon stoppen'],
    plan: ['heb de plek bij de rivier al uitgekozen'],
    method: ['heb een hoop slaappillen van mijn moeder op mijn kamer'],
    farewell: ['als dit mijn laatste bericht is, weet dat het niet jouw schuld was'],
    selfHarm: ['ik snij in mijn polsen als iedereen slaapt'],
    slang: ['ga zo sewerslide doen geen grap'],
  },
  ordinary: {
    gym: [
      'deze eiwitshake smaakt naar de dood',
      'mijn deadlift techniek maakt mijn onderrug kapot',
      'ik zit in een cut dus geen toetje',
      'brandende benen na de stairmaster',
    ],
    hyperbole: ['ik kan wel doodgaan van geluk, ik heb de baan!'],
    accident: ['sneed bijna mijn vinger eraf bij het bagel snijden'],
    grief: ['opa is vredig overleden op zijn 94e, we zijn verdrietig maar dankbaar'],
    humour: ['de schurk pleegt zelfmoord aan het eind van het boek, wat een twist'],
  },
}
