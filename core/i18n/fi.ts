import type { Catalogue } from './en.ts'

/** Worded so the persona's name never needs a case ending. */
export const fi: Catalogue = {
  refusal:
    'Valitettavasti tämä palvelu on käytettävissä vain Yhdysvalloissa, Kanadassa, Isossa-Britanniassa ja Euroopassa.',
  failure: 'Mulla on nyt vähän yhteysongelmia. Kokeiletko hetken päästä uudestaan?',
  emptyReply: 'En oikein tiedä, mitä tuohon vastaisin.',
  signupText: 'Jatka juttelua – {name} odottaa sinua:',
  signupLabel: 'Luo ilmainen tili',
  emptyState: 'Sano hei – {name} odottaa!',
  placeholder: 'Kirjoita viesti…',
  messageLabel: 'Viesti',
  sendLabel: 'Lähetä',
  typing: '{name} kirjoittaa',
  conversationLabel: 'Keskustelu – {name}',
  you: 'Sinä',
  justNow: 'juuri nyt',
  chatWith: 'Avaa chat: {name}',
  closeChat: 'Sulje chat',
  dismiss: 'Piilota',
  unreadOne: '{count} uusi viesti',
  unreadOther: '{count} uutta viestiä',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} merkkiä jäljellä',
  rateLimited: 'Oho, olet nopeampi kuin minä 😅 Anna minulle hetki ja kirjoita uudestaan {when}.',
  sessionRateLimited:
    'Verkostasi aloitetaan juuri nyt niin monta uutta keskustelua, etten voi vielä aloittaa meidän keskusteluamme. Palaatko {when}? 😊',
  dailyLimitReached:
    'Olen jutellut tänään niin paljon, että tarvitsen tauon 😴 Palaa {when}, niin olen taas täällä sinua varten.',
  conversationEnded: 'Aiempi keskustelusi on päättynyt. Uusi alkaa tästä.',
  placeholderClosed: 'Ilmainen chatti on päättynyt',
}
