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
  rateLimited: 'Oj, du är snabbare än jag 😅 Ge mig en stund och skriv igen {when}.',
  sessionRateLimited:
    'Det startas så många nya chattar från ditt nätverk just nu att jag inte kan börja vår än. Kommer du tillbaka {when}? 😊',
  dailyLimitReached:
    'Jag har pratat så mycket i dag att jag behöver en paus 😴 Kom tillbaka {when}, så finns jag här för dig.',
  conversationEnded: 'Ditt tidigare samtal har avslutats. Här börjar ett nytt.',
  placeholderClosed: 'Den gratis chatten är slut',
}
