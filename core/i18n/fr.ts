import type { Catalogue } from './en.ts'

/** French typography: a no-break space (U+00A0) before ? ! and :. */
export const fr: Catalogue = {
  refusal: 'Désolée, ce service n’est disponible qu’aux États-Unis, au Canada, au Royaume-Uni et en Europe.',
  failure: 'J’ai un petit souci de connexion, là. Tu peux réessayer dans un instant\u00a0?',
  emptyReply: 'Je ne sais pas trop quoi répondre à ça.',
  signupText: 'Pour continuer à discuter avec {name}\u00a0:',
  signupLabel: 'Créer un compte gratuit',
  emptyState: 'Commence à discuter avec {name}\u00a0!',
  placeholder: 'Écris un message…',
  messageLabel: 'Message',
  sendLabel: 'Envoyer',
  typing: '{name} est en train d’écrire',
  conversationLabel: 'Conversation avec {name}',
  you: 'Toi',
  justNow: 'à l’instant',
  chatWith: 'Discuter avec {name}',
  closeChat: 'Fermer le chat',
  dismiss: 'Masquer',
  unreadOne: '{count} nouveau message',
  unreadOther: '{count} nouveaux messages',
  newMessage: '{name}\u00a0: {text}',
  charactersLeft: '{count} caractères restants',
  rateLimited: 'Oh là, tu vas plus vite que moi 😅 Laisse-moi un instant et réécris-moi {when}.',
  sessionRateLimited:
    'Tant de nouvelles discussions démarrent depuis ton réseau que je ne peux pas lancer la nôtre tout de suite. Tu reviens {when}\u00a0? 😊',
  dailyLimitReached:
    'J’ai tellement discuté aujourd’hui que j’ai besoin d’une pause 😴 Reviens {when} et je serai là pour toi.',
  conversationEnded: 'Ta conversation précédente est terminée. Une nouvelle commence ici.',
  placeholderClosed: 'Le chat gratuit est terminé',
}
