import type { Catalogue } from './en.ts'

export const it: Catalogue = {
  refusal:
    'Scusa, questo servizio è disponibile solo negli Stati Uniti, in Canada, nel Regno Unito e in Europa.',
  failure: 'Ho qualche problema di connessione in questo momento. Riprovi tra un attimo?',
  emptyReply: 'Non so bene cosa risponderti.',
  signupText: 'Per continuare a chattare con {name}:',
  signupLabel: 'Crea un account gratuito',
  emptyState: 'Inizia a chattare con {name}!',
  placeholder: 'Scrivi un messaggio…',
  messageLabel: 'Messaggio',
  sendLabel: 'Invia',
  typing: '{name} sta scrivendo',
  conversationLabel: 'Conversazione con {name}',
  you: 'Tu',
  justNow: 'proprio ora',
  chatWith: 'Chatta con {name}',
  closeChat: 'Chiudi la chat',
  dismiss: 'Nascondi',
  unreadOne: '{count} nuovo messaggio',
  unreadOther: '{count} nuovi messaggi',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} caratteri rimasti',
}
