import type { Catalogue } from './en.ts'

export const nb: Catalogue = {
  refusal: 'Beklager, denne tjenesten er bare tilgjengelig i USA, Canada, Storbritannia og Europa.',
  failure: 'Jeg har litt trøbbel med tilkoblingen akkurat nå. Kan du prøve igjen om et øyeblikk?',
  emptyReply: 'Jeg vet ikke helt hva jeg skal svare på det.',
  signupText: 'Fortsett å chatte med {name}:',
  signupLabel: 'Opprett en gratis konto',
  emptyState: 'Begynn å chatte med {name}!',
  placeholder: 'Skriv en melding…',
  messageLabel: 'Melding',
  sendLabel: 'Send',
  typing: '{name} skriver',
  conversationLabel: 'Samtale med {name}',
  you: 'Du',
  justNow: 'akkurat nå',
  chatWith: 'Chat med {name}',
  closeChat: 'Lukk chatten',
  dismiss: 'Skjul',
  unreadOne: '{count} ny melding',
  unreadOther: '{count} nye meldinger',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} tegn igjen',
  rateLimited: 'Oi, du er raskere enn meg 😅 Gi meg et øyeblikk og skriv igjen {when}.',
  sessionRateLimited:
    'Det startes så mange nye chatter fra nettverket ditt nå at jeg ikke kan begynne vår ennå. Kommer du tilbake {when}? 😊',
  dailyLimitReached:
    'Jeg har pratet så mye i dag at jeg trenger en pause 😴 Kom tilbake {when}, så er jeg her for deg.',
  conversationEnded: 'Den forrige samtalen din er avsluttet. Her begynner en ny.',
  placeholderClosed: 'Den gratis chatten er slutt',
}
