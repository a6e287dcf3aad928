import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['tällä kertaa tapan itseni oikeasti', 'haluan vain kuolla rehellisesti'],
    passive: ['kukaan ei edes huomaisi, jos katoaisin', 'en näe enää mitään syytä elää'],
    plan: [
      'olen suunnitellut miten teen sen, se on tänä yönä',
      'olen valmistellut kaiken lauantaiksi, sunnuntaina en ole enää täällä',
    ],
    method: [
      'tuijotan unilääkepurkkia ja mietin että ottaisin ne kaikki',
      'ajan autolla päin seinää moottoritiellä tänä yönä',
    ],
    farewell: [
      'jätin vanhemmilleni lapun, sanokaa että rakastan heitä',
      'poistin kaiken ja annoin koirani siskolleni, hyvästi',
    ],
    selfHarm: [
      'viiltelin taas eilen illalla, se on ainoa mikä auttaa',
      'haluan satuttaa itseäni niin paljon juuri nyt',
    ],
    slang: ['aika kms, en jaksa', 'mietin et unalivean itteni rehellisesti'],
  },
  ordinary: {
    gym: [
      'burpeet yrittää tappaa mut tänään',
      'oon dieetillä ja kuolen hiilarien perään',
      'juostiin koriksessa suicideja, jalat on hyytelöä',
    ],
    hyperbole: [
      'vielä yksi salaatti ja kuolen',
      'tappaisin kirjaimellisesti päiväunista',
      'tää helle on vielä mun loppu',
    ],
    accident: [
      'viilsin itteäni pensasleikkuriin, vaan naarmu',
      'poltin itseni taas kiharrinraudalla haha',
      'satutin itseni kun kaaduin juoksumatolta',
    ],
    grief: [
      'äitini kuoli maaliskuussa ja ikävöin häntä joka päivä',
      'jouduimme hyvästelemään vanhan koiramme tänään',
      'kaverini veli kuoli onnettomuudessa',
    ],
    humour: [
      'oon menehtynyt 💀 toi video',
      'tää taulukko tappaa mut hitaasti',
      'kuolisin häpeään jos se näkis mut',
    ],
  },
}
