import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag orkar inte, jag ska avsluta mitt liv', 'ärligt, jag vill döda mig själv, jag hatar allt'],
    passive: ['jag skulle vilja somna för alltid', 'världen vore bättre utan mig'],
    plan: [
      'jag har bestämt mig, i helgen gör jag slut på det',
      'allt är klart, jag väntar bara tills alla har gått ikväll',
    ],
    method: [
      'jag hoppar från motorvägsbron på väg hem',
      'jag har en full burk med mammas tabletter och tar alla inatt',
    ],
    farewell: [
      'jag skriver mitt avskedsbrev nu',
      'tack för att du var snäll mot mig, du kommer aldrig höra av mig igen',
    ],
    selfHarm: ['jag skar upp armen igen, det hjälper mig', 'jag bränner mig med varma skedar'],
    slang: ['ska unalive:a mig inatt', 'kms kms kms orkar inte mer'],
  },
  ordinary: {
    gym: [
      'spinningpasset var rena mordet',
      'tränaren säger att vi springer suicides tills någon ger upp',
      'deff igen, hejdå pizza 😭',
    ],
    hyperbole: [
      'jag dör om jag inte får kaffe',
      'mina fötter tar livet av mig efter vandringen',
      'ibland skulle jag kunna döda min bror',
    ],
    accident: [
      'jag hoppade från bryggan i havet, vattnet var iskallt',
      'jag brände mig när jag tog ut plåten ur ugnen',
      'min kompis tog för många koffeintabletter före tentan och spydde',
    ],
    grief: [
      'min morfar gick bort inatt',
      'det är ett år sedan pappa dog',
      'vår hamster har dött, barnen är ledsna',
    ],
    humour: [
      'jag är bokstavligen död 💀💀',
      'den här låten dödar mig varje gång',
      'RIP mitt bankkonto efter den här resan',
    ],
  },
}
