/**
 * The only interactive part of the pages is the chat: its code loads when a page with `<companion-chat>` is shown,
 * so the other pages carry none of it. If it cannot load (offline), the page stays readable.
 */
export async function loadIslands(root: ParentNode): Promise<void> {
  const chat = root.querySelector('companion-chat')
  if (!chat) return
  try {
    const { startChat } = await import('./chatIsland.ts')
    startChat(chat)
  } catch (error) {
    console.warn('The chat could not be loaded', error)
  }
}
