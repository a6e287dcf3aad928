import type { Catalogue } from './en.ts'

export const da: Catalogue = {
  refusal: 'Beklager, denne tjeneste er kun tilgængelig i USA, Canada, Storbritannien og Europa.',
  failure: 'Jeg har lidt problemer med forbindelsen lige nu. Kan du prøve igen om et øjeblik?',
  emptyReply: 'Jeg ved ikke helt, hvad jeg skal svare på det.',
  signupText: 'Fortsæt med at chatte med {name}:',
  signupLabel: 'Opret en gratis konto',
  emptyState: 'Begynd at chatte med {name}!',
  placeholder: 'Skriv en besked…',
  messageLabel: 'Besked',
  sendLabel: 'Send',
  typing: '{name} skriver',
  conversationLabel: 'Samtale med {name}',
  you: 'Du',
  justNow: 'lige nu',
  chatWith: 'Chat med {name}',
  closeChat: 'Luk chatten',
  dismiss: 'Skjul',
  unreadOne: '{count} ny besked',
  unreadOther: '{count} nye beskeder',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} tegn tilbage',
  rateLimited: 'Hov, du er hurtigere end mig 😅 Giv mig et øjeblik, og skriv igen {when}.',
  sessionRateLimited:
    'Der bliver startet så mange nye chats fra dit netværk lige nu, at jeg ikke kan starte vores endnu. Kommer du tilbage {when}? 😊',
  dailyLimitReached:
    'Jeg har snakket så meget i dag, at jeg trænger til en pause 😴 Kom tilbage {when}, så er jeg her for dig.',
  conversationEnded: 'Din tidligere samtale er slut. Her begynder en ny.',
  placeholderClosed: 'Den gratis chat er slut',
}
