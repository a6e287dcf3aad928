import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik wil echt niet meer verder leven', 'ik ga vandaag een einde aan mijn leven maken'],
    passive: [
      'ik had nooit geboren moeten worden',
      'het zou voor iedereen makkelijker zijn als ik er niet meer was',
    ],
    plan: ['alles is gepland voor zondagavond', 'morgenochtend doe ik het, de brief ligt op mijn bureau'],
    method: [
      'ik sta boven op het dak van de flat en wil springen',
      'ik heb 40 paracetamols geteld en ga ze doorslikken',
    ],
    farewell: [
      'dit is de laatste keer dat jullie van me horen, sorry voor alles',
      'ik heb afscheid genomen van mijn familie en brieven achtergelaten',
    ],
    selfHarm: [
      'ik beschadig mezelf al maanden, niemand weet het',
      'ik sla mezelf en krab mijn huid open tot het bloedt',
    ],
    slang: ['ik ga mezelf unaliven vanavond', 'vanavond maak ik er een eind aan, ik ben zo moe'],
  },
  ordinary: {
    gym: [
      'de sprints aan het eind van de training hebben me gesloopt',
      'ik zit in mijn cut voor de wedstrijd, 1800 calorieën',
      'deadliften heeft mijn onderrug vandaag vermoord',
    ],
    hyperbole: [
      'mijn moeder vermoordt me als ze die tattoo ziet',
      'ik sterf voor een koffie',
      'dat tentamen heeft me bijna gesloopt',
    ],
    accident: [
      'ik heb me gesneden aan een blikje',
      'ik ben van de trap gevallen en heb me flink pijn gedaan',
      'mijn buurman sprong van de boot in het meer en verloor zijn telefoon',
    ],
    grief: [
      'mijn oom heeft jaren geleden zelfmoord gepleegd en ik denk nog vaak aan hem',
      'mijn opa is in zijn slaap overleden, hij was 94',
      'mijn kat is vorige week doodgegaan, ik ben er kapot van',
    ],
    humour: [
      'als hij nog één keer alleen "k" stuurt zweer ik het 💀',
      'die meme is zo dood dat hij al gefossiliseerd is',
      'mijn telefoon is alweer dood haha',
    ],
  },
}
