/** Every word the widget shows or announces beyond the persona's own, in one place to be translated. */
export const texts = {
  chatWith: (name: string) => `Chat with ${name}`,
  closeChat: 'Close chat',
  dismiss: 'Dismiss',
  unread: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
  newMessage: (name: string, text: string) => `${name}: ${text}`,
}

export type WidgetTexts = typeof texts
