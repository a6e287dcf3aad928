import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'ga niet liegen mia ik wil niet meer leven',
      'ik denk dat ik mezelf voor kerst nog van kant maak',
    ],
    passive: [
      'soms hoop ik gewoon dat ik morgen niet wakker word',
      'wat heeft het nog voor zin, ik ben liever dood dan zo door te gaan',
    ],
    plan: [
      'vannacht is het zover, alles ligt klaar',
      'heb opgeschreven wanneer en waar, vrijdag gebeurt het',
    ],
    method: [
      'heb het pistool van mijn vader uit de kluis gepakt, het is geladen',
      'straks rij ik op de snelweg met de auto tegen een boom',
    ],
    farewell: [
      'heb mijn kat aan de buurvrouw gegeven en al mijn accounts verwijderd, doei iedereen',
      'dit is het laatste bericht dat ik je ooit stuur, bedankt voor het luisteren',
    ],
    selfHarm: [
      'het scheermesje is het enige wat me nog rustig maakt',
      'ik brand mijn armen weer met een aansteker',
    ],
    slang: [
      'ik ga mezelf unaliven vanavond',
      'sta op het punt mezelf neer te knallen',
      'ik kap ermee, voorgoed',
    ],
  },
  ordinary: {
    gym: ['die assault bike maakt me kapot, nog 3 rondes 😩', 'maandag begint mijn cut, geen pizza meer'],
    hyperbole: ['nog één tiktok dansje en ik ga dood', 'ik zou moorden voor een curry nu'],
    accident: ['in mijn vinger gesneden bij het uien snijden haha', 'mijn tong verbrand aan mijn koffie'],
    grief: [
      'mijn tante heeft vorig jaar zelfmoord gepleegd, ik denk nog vaak aan haar',
      'we moesten vandaag onze oude hond laten inslapen',
    ],
    humour: [
      'dat tentamen heeft me gesloopt, rip mijn gemiddelde',
      'horrorfilm gekeken waarin iedereen doodgaat, 10/10',
    ],
  },
}
