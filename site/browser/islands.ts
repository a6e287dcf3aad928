/**
 * The only interactive part of the pages is the chat: its code loads when a page with `<companion-chat>` is shown
 * (first load or navigation), so the other pages carry none of it. If it cannot load (offline), the page stays
 * readable.
 */
export async function loadIslands(root: ParentNode): Promise<void> {
  if (!root.querySelector('companion-chat')) return
  try {
    const { registerCompanionChat } = await import('../../widget/register.ts')
    registerCompanionChat()
  } catch (error) {
    console.warn('The chat could not be loaded', error)
  }
}
