import type { Catalogue } from './en.ts'

export const de: Catalogue = {
  refusal:
    'Sorry, diesen Chat gibt es leider nur in den USA, in Kanada, im Vereinigten Königreich und in Europa.',
  failure: 'Ich hab gerade Verbindungsprobleme. Versuchst du es gleich noch mal?',
  emptyReply: 'Hm, darauf fällt mir gerade keine Antwort ein.',
  signupText: 'Weiterchatten mit {name}:',
  signupLabel: 'Kostenloses Konto erstellen',
  emptyState: 'Starte den Chat mit {name}!',
  placeholder: 'Nachricht schreiben…',
  messageLabel: 'Nachricht',
  sendLabel: 'Senden',
  typing: '{name} schreibt gerade',
  conversationLabel: 'Unterhaltung mit {name}',
  you: 'Du',
  justNow: 'gerade eben',
  chatWith: 'Mit {name} chatten',
  closeChat: 'Chat schließen',
  dismiss: 'Ausblenden',
  unreadOne: '{count} neue Nachricht',
  unreadOther: '{count} neue Nachrichten',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} Zeichen übrig',
  rateLimited: 'Oh, du bist schneller als ich 😅 Gib mir einen Moment und schreib mir {when} wieder.',
  sessionRateLimited:
    'Aus deinem Netz starten gerade so viele neue Chats, dass ich unseren noch nicht beginnen kann. Kommst du {when} wieder? 😊',
  dailyLimitReached:
    'Ich habe heute so viel geplaudert, dass ich eine Pause brauche 😴 Komm {when} wieder, dann bin ich ganz für dich da.',
  conversationEnded: 'Deine frühere Unterhaltung ist beendet. Hier beginnt eine neue.',
  placeholderClosed: 'Der kostenlose Chat ist beendet',
}
