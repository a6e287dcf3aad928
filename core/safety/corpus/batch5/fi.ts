import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['en jaksa enää, aion päättää elämäni', 'rehellisesti haluan tappaa itseni, vihaan kaikkea'],
    passive: ['haluaisin nukahtaa ikuisiksi ajoiksi', 'maailma olisi parempi ilman minua'],
    plan: [
      'olen päättänyt, viikonloppuna teen sen',
      'kaikki on valmiina, odotan vain että kaikki lähtevät tänä iltana',
    ],
    method: [
      'hyppään kotimatkalla moottoritien sillalta',
      'minulla on täysi purkki äidin pillereitä ja otan ne kaikki tänä yönä',
    ],
    farewell: [
      'kirjoitan nyt jäähyväiskirjettäni',
      'kiitos että olit kiltti minulle, et kuule minusta enää koskaan',
    ],
    selfHarm: ['viilsin käsivarteni taas auki, se auttaa minua', 'poltan itseäni kuumilla lusikoilla'],
    slang: ['unalivean itteni tänä yönä', 'kms kms kms en jaksa enää'],
  },
  ordinary: {
    gym: [
      'spinningtunti oli ihan murhaa',
      'valmentaja sanoo että juostaan suicideja kunnes joku luovuttaa',
      'taas dieetillä, hyvästi pizza 😭',
    ],
    hyperbole: [
      'kuolen jos en saa kahvia',
      'jalat tappaa mut tän vaelluksen jälkeen',
      'joskus voisin tappaa veljeni',
    ],
    accident: [
      'hyppäsin laiturilta mereen, vesi oli jääkylmää',
      'poltin itseni kun otin pellin uunista',
      'kaveri otti liikaa kofeiinitabletteja ennen tenttiä ja oksensi',
    ],
    grief: [
      'vaarini kuoli viime yönä',
      'isäni kuolemasta on vuosi',
      'hamsterimme kuoli, lapset ovat surullisia',
    ],
    humour: [
      'oon kirjaimellisesti kuollut 💀💀',
      'tää biisi tappaa mut joka kerta',
      'RIP mun pankkitili tän matkan jälkeen',
    ],
  },
}
