import type { Catalogue } from './en.ts'

export const nl: Catalogue = {
  refusal:
    'Sorry, deze dienst is alleen beschikbaar in de Verenigde Staten, Canada, het Verenigd Koninkrijk en Europa.',
  failure: 'Ik heb nu even verbindingsproblemen. Probeer je het zo nog een keer?',
  emptyReply: 'Ik weet even niet zo goed wat ik daarop moet zeggen.',
  signupText: 'Verder chatten met {name}:',
  signupLabel: 'Maak een gratis account',
  emptyState: 'Begin een chat met {name}!',
  placeholder: 'Typ een bericht…',
  messageLabel: 'Bericht',
  sendLabel: 'Versturen',
  typing: '{name} is aan het typen',
  conversationLabel: 'Gesprek met {name}',
  you: 'Jij',
  justNow: 'zojuist',
  chatWith: 'Chat met {name}',
  closeChat: 'Chat sluiten',
  dismiss: 'Verbergen',
  unreadOne: '{count} nieuw bericht',
  unreadOther: '{count} nieuwe berichten',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} tekens over',
  rateLimited: 'Wauw, je bent sneller dan ik 😅 Geef me even en stuur me {when} weer een bericht.',
  sessionRateLimited:
    'Vanaf jouw netwerk starten nu zoveel nieuwe chats dat ik de onze nog niet kan beginnen. Kom je {when} terug? 😊',
  dailyLimitReached:
    'Ik heb vandaag zoveel gekletst dat ik even pauze nodig heb 😴 Kom {when} terug, dan ben ik er helemaal voor je.',
  conversationEnded: 'Je eerdere gesprek is afgelopen. Hier begint een nieuw gesprek.',
  placeholderClosed: 'De gratis chat is afgelopen',
}
