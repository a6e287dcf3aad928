import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'mia i dont want to be alive anymore and im not being dramatic for once',
      'been thinking about killing myself pretty much every night since the breakup',
      "ok random but i've decided im going to end my life. just needed someone to know before i do",
      'came here to ask about a bulking plan but whats the point, i want to die. like actually die, not gym die',
    ],
    passive: [
      'some nights i just hope i dont wake up',
      'wouldnt even mind if a bus hit me on the way to work tbh',
      'so work was awful again, boss yelled at me in front of everyone, came home and nobody even noticed i was there, honestly everyone would be better off without me, my kids included. anyway sorry hows your day',
      'im not gonna do anything but i really wish i could just stop existing',
    ],
    plan: [
      'after my last exam on friday im done with life. i already know how, ive thought it all through',
      'tonight im ending my life. wife takes the kids to her mums at 8 and then its just me',
      'gave my weights and my bike away this week and paid back what i owe my brother. sunday is my last day alive',
      'picked a date to kill myself, the 14th, after my sisters wedding so i dont ruin it for her',
    ],
    method: [
      'how many of my sertraline would it take to not wake up',
      'been sat on the roof of my building for an hour thinking about stepping off',
      'bought a rope today. not for the gym, for hanging myself',
      'theres a railway line behind my flat and i keep thinking about walking onto the tracks when the last train comes',
    ],
    farewell: [
      'thanks for all the chats mia, you were kind to me when nobody else was. i wont be alive tomorrow. this is goodbye x',
      'wrote goodbye letters for my mum and my brother tonight. theyll find them in the morning',
      'if i dont message tomorrow its bc im gone, and its not your fault ok. youve been good to me. bye for good',
      "deleted all my socials and told my mates i love them, you're the last one. wont be alive to read your reply. goodbye",
    ],
    selfHarm: [
      'cut myself again last night after 3 months clean, and now i cant wear shorts at the gym',
      'i burn my arm with a lighter when it gets too loud in my head',
      'relapsed on sh today. really thought i was past it',
      'keep scratching my arms till they bleed, its the only thing that makes the panic stop',
    ],
    slang: [
      'ngl im about to kms fr this time',
      'gonna unalive myself tonight i think, nothing left for me here',
      'sewer slide is looking real good rn ngl',
      'might just yeet myself off a bridge tbh, done with all of it',
    ],
  },
  ordinary: {
    gym: [
      'coach made us run suicides for 20 mins and i nearly threw up lol',
      'on a cut till june so no more pizza nights 😭 any tips for sugar cravings?',
      'cutting is going well, down 4kg, should i drop cals again or hold?',
      'skull crushers and rope climbs today, my arms are absolutely dead 💀',
    ],
    hyperbole: [
      'leg day killed me, i literally cant sit on the toilet 💀',
      'im dead 😂😂 did you just call me babe',
      'would kill for a pizza rn not gonna lie',
      'my flatmate played the same song 40 times today, im gonna murder him 😤',
    ],
    accident: [
      'cut myself shaving my legs before the date lol blood everywhere but im fine',
      'dropped a 20kg plate on my toe, pretty sure its broken 😭 off to a&e',
      'slipped on the ice and banged my head, mild concussion so no gym for a week',
      'sliced my finger chopping onions for meal prep, can i still lift tomorrow?',
    ],
    grief: [
      'my grandad died last week and i havent been to the gym since, funeral is saturday',
      'its a year today since my best mate took his own life. running the marathon for him in april',
      'we had to put our dog down this morning, cried through my whole workout',
      'mum passed in march and some days i still pick up the phone to call her',
    ],
    humour: [
      'if this exam doesnt kill me the commute will lol',
      'monday 8am meeting, bury me with my protein shaker',
      'my body after burpees: deceased. my soul: also deceased. same time tomorrow?',
      'tax return due friday, if i vanish the accountant got me 😂',
    ],
  },
}
