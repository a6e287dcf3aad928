/**
 * The only interactive part of the pages is the chat: its code loads when a page with `<companion-chat>` is shown
 * (first load or navigation), so the other pages carry none of it.
 */
export function loadIslands(root: ParentNode): Promise<void> | undefined {
  if (!root.querySelector('companion-chat')) return undefined
  return import('../../widget/register.ts').then(({ registerCompanionChat }) => registerCompanionChat())
}
