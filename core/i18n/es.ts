import type { Catalogue } from './en.ts'

export const es: Catalogue = {
  refusal:
    'Lo siento, este servicio solo está disponible en Estados Unidos, Canadá, el Reino Unido y Europa.',
  failure: 'Estoy teniendo problemas de conexión ahora mismo. ¿Lo intentas otra vez en un momento?',
  emptyReply: 'No sé muy bien qué responder a eso.',
  signupText: 'Para seguir chateando con {name}:',
  signupLabel: 'Crear una cuenta gratis',
  emptyState: '¡Empieza a chatear con {name}!',
  placeholder: 'Escribe un mensaje…',
  messageLabel: 'Mensaje',
  sendLabel: 'Enviar',
  typing: '{name} está escribiendo',
  conversationLabel: 'Conversación con {name}',
  you: 'Tú',
  justNow: 'ahora mismo',
  chatWith: 'Chatea con {name}',
  closeChat: 'Cerrar el chat',
  dismiss: 'Ocultar',
  unreadOne: '{count} mensaje nuevo',
  unreadOther: '{count} mensajes nuevos',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} caracteres restantes',
  rateLimited: '¡Vas más rápido que yo! 😅 Dame un momento y vuelve a escribirme {when}.',
  sessionRateLimited:
    'Desde tu red se están abriendo tantos chats nuevos que todavía no puedo empezar el nuestro. ¿Vuelves {when}? 😊',
  dailyLimitReached: 'Hoy he charlado tanto que necesito un descanso 😴 Vuelve {when} y seguimos.',
  conversationEnded: 'Tu conversación anterior ha terminado. Aquí empieza una nueva.',
  placeholderClosed: 'El chat gratuito ha terminado',
}
