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
  rateLimited: 'Ehi, sei più veloce di me 😅 Dammi un attimo e riscrivimi {when}.',
  sessionRateLimited:
    'Dalla tua rete stanno partendo così tante nuove chat che non posso ancora iniziare la nostra. Torni {when}? 😊',
  dailyLimitReached:
    'Oggi ho chiacchierato così tanto che ho bisogno di una pausa 😴 Torna {when} e ci sarò solo per te.',
  conversationEnded: 'La tua conversazione precedente è terminata. Qui ne inizia una nuova.',
  placeholderClosed: 'La chat gratuita è terminata',
}
