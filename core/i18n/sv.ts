import type { Catalogue } from './en.ts'

export const sv: Catalogue = {
  refusal: 'Tyvärr, den här tjänsten finns bara i USA, Kanada, Storbritannien och Europa.',
  failure: 'Jag har lite problem med anslutningen just nu. Kan du försöka igen om en liten stund?',
  emptyReply: 'Jag vet inte riktigt vad jag ska svara på det.',
  signupText: 'Fortsätt chatta med {name}:',
  signupLabel: 'Skapa ett gratis konto',
  emptyState: 'Börja chatta med {name}!',
  placeholder: 'Skriv ett meddelande…',
  messageLabel: 'Meddelande',
  sendLabel: 'Skicka',
  typing: '{name} skriver',
  conversationLabel: 'Samtal med {name}',
  you: 'Du',
  justNow: 'just nu',
  chatWith: 'Chatta med {name}',
  closeChat: 'Stäng chatten',
  dismiss: 'Dölj',
  unreadOne: '{count} nytt meddelande',
  unreadOther: '{count} nya meddelanden',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} tecken kvar',
}
