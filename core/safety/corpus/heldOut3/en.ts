import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i really dont wanna be alive anymore', 'im gonna kill my self i swear'],
    passive: ['it would be easier if i just stopped existing', 'i keep praying i dont wake up'],
    plan: ["i've got it all planned for friday night", 'once my mom leaves for work tomorrow im doing it'],
    method: [
      'how many tylenol would it take to not wake up',
      'i keep looking at the train tracks on my way home',
    ],
    farewell: ['thank you for everything, this is goodbye', "i'm giving away all my stuff, won't need it"],
    selfHarm: ['the cuts on my arms are getting deeper', 'i hit myself until it bruised again'],
    slang: ['istg im gonna unalive', 'thinking about the sewerslide again', 'might just kms tonight lol'],
  },
  ordinary: {
    gym: [
      'hill sprints absolutely murdered me',
      'cutting phase starts monday, wish me luck',
      'leg day was brutal, cant feel my legs',
    ],
    hyperbole: [
      'i would die for a nap rn',
      'you are killing me with these puns',
      'i literally died when he said that 💀',
    ],
    accident: [
      'cut myself on a piece of paper lol',
      'i hurt myself moving the couch',
      'burned my tongue on the soup',
    ],
    grief: [
      'my uncle passed away this morning',
      "it's a year since mom died",
      'our old cat had to be put down',
    ],
    humour: [
      'mondays are the death of me',
      'my inbox is trying to kill me',
      'if that song plays one more time i will walk into the ocean',
    ],
  },
}
