/** What the element's `open()`, `close()`, `toggle()` and `isOpen` reach inside the React tree. */
export interface HostControls {
  setOpen: (open: boolean) => void
  isOpen: () => boolean
}

const controls = new WeakMap<Element, HostControls>()
/** A command given before the chat rendered, applied when it connects. */
const pending = new WeakMap<Element, boolean>()

export function connectHost(host: Element, given: HostControls): () => void {
  controls.set(host, given)
  const queued = pending.get(host)
  pending.delete(host)
  if (queued !== undefined) given.setOpen(queued)
  return () => {
    if (controls.get(host) === given) controls.delete(host)
  }
}

export function commandHost(host: Element, open: boolean | 'toggle'): void {
  const given = controls.get(host)
  const wanted = open === 'toggle' ? !(given ? given.isOpen() : (pending.get(host) ?? false)) : open
  if (given) given.setOpen(wanted)
  else pending.set(host, wanted)
}

export function hostIsOpen(host: Element): boolean {
  return controls.get(host)?.isOpen() ?? false
}
