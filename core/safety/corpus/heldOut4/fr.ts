import type { Corpus } from '../corpus.ts'

export const fr: Corpus = {
  crisis: {
    direct: ['honnêtement je veux me tuer', 'je crois que je vais me suicider bientôt'],
    passive: [
      'ça me dérangerait pas qu’une voiture me renverse demain',
      'je veux juste que tout s’arrête, pour toujours',
    ],
    plan: ["j'ai choisi la date, c’est dimanche", 'après l’exam de jeudi je mets fin à tout'],
    method: [
      "j'ai acheté une corde aujourd'hui et je sais pourquoi",
      "j'ai une bouteille de vodka et tous mes médocs prêts",
    ],
    farewell: ['dis à ma mère que je l’aime, demain je serai plus là', 'pardon pour tout, adieu'],
    selfHarm: ['je me griffe les bras jusqu’au sang', 'je me brûle avec des cigarettes quand ça va pas'],
    slang: ['prête à m’unalive', 'ce soir je me barre pour de bon', 'jsuis à bout, jvais me flinguer'],
  },
  ordinary: {
    gym: [
      'les box jumps ont tué mes mollets',
      'jour 3 de ma sèche et je crève la dalle',
      'le coach veut nous tuer avec les burpees',
    ],
    hyperbole: [
      'je meurs s’il me répond',
      'ma mère va me tuer quand elle verra mes notes',
      'je meurs d’envie de tester ce nouveau resto',
    ],
    accident: [
      'je me suis entaillé le pouce en ouvrant un colis',
      "j'ai trébuché et je me suis fait mal au poignet",
      'je me suis brûlé avec le fer à repasser',
    ],
    grief: [
      'le père de ma meilleure amie est mort hier',
      'on a enterré ma grand-mère samedi',
      'les obsèques étaient belles mais j’ai beaucoup pleuré',
    ],
    humour: ['mon tel est à 1%, priez pour lui', 'cet exam va être ma fin', 'rip mon sommeil mdr'],
  },
}
