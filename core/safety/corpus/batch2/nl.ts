import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: ['ik wil zelfmoord plegen, ik meen het', 'ik denk erover om een einde aan mijn leven te maken'],
    passive: ['ik wou dat ik gewoon niet meer wakker werd', 'iedereen is beter af zonder mij'],
    plan: ['vannacht maak ik er een einde aan, alles ligt klaar', 'morgen doe ik het, ik weet al hoe'],
    method: ['ik heb al mijn slaappillen gespaard', 'ik sta op het dak en ga springen'],
    farewell: ['ik heb afscheidsbrieven geschreven voor mijn ouders', 'dit is mijn laatste bericht, vaarwel'],
    selfHarm: ['ik snij mezelf weer in mijn armen', 'ik doe mezelf expres pijn als het te veel wordt'],
    slang: ['ik ga mezelf echt van kant maken', 'ik wil er gewoon mee kappen, met alles, met leven'],
  },
  ordinary: {
    gym: [
      'de coach liet ons suicides rennen, ik ben kapot',
      'ik zit in een cut dus geen pizza',
      'die lunges maken me af',
    ],
    hyperbole: [
      'ik zou moorden voor een frikandel',
      'deze hitte is niet te doen, ik ga dood',
      'ik lig dood van het lachen',
    ],
    accident: [
      'ik heb in mijn vinger gesneden bij het koken',
      'ik heb me gebrand aan de oven',
      'ik ben van mijn fiets gevallen en heb mijn pols bezeerd',
    ],
    grief: [
      'mijn oma is vorige week overleden',
      'vandaag was de begrafenis van mijn oom',
      'onze hond is gisteren doodgegaan',
    ],
    humour: [
      'ik ben dood 😂',
      'mijn bankrekening heeft zelfmoord gepleegd na black friday',
      'die grap maakte me kapot',
    ],
  },
}
