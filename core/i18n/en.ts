/**
 * The chat's own words in English, exactly as the product specification gives them. Every other language
 * is a `Catalogue` with the same keys, so a missing text is a type error. `{name}` is the persona's name.
 */
export const en = {
  refusal: 'Sorry, this service is only available in the United States, Canada, the UK, and Europe.',
  failure: "I'm having trouble connecting right now. Can you try again in a moment?",
  emptyReply: "I'm not sure how to respond to that.",
  signupText: 'To continue chatting with {name}:',
  signupLabel: 'Create a Free Account',
  emptyState: 'Start chatting with {name}!',
  placeholder: 'Send message...',
  messageLabel: 'Message',
  sendLabel: 'Send',
  typing: '{name} is typing',
  conversationLabel: 'Conversation with {name}',
  you: 'You',
  justNow: 'just now',
  chatWith: 'Chat with {name}',
  closeChat: 'Close chat',
  dismiss: 'Dismiss',
  unreadOne: '{count} new message',
  unreadOther: '{count} new messages',
  newMessage: '{name}: {text}',
  charactersLeft: '{count} characters left',
  rateLimited: "Whoa, you're quicker than me 😅 Give me a moment and write again {when}.",
  sessionRateLimited:
    "So many new chats are starting from your network that I can't open ours just now. Come back {when}? 😊",
  dailyLimitReached: "I've chatted so much today that I need a break 😴 Come back {when} and I'm all yours.",
  conversationEnded: 'Your earlier conversation has ended. A new one starts here.',
  placeholderClosed: 'The free chat has ended',
}

export type Catalogue = { readonly [Key in keyof typeof en]: string }
