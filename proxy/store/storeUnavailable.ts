/** The session store (memory or Redis) could not answer: the API fails fast with a 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
  constructor(cause: unknown) {
    super('session store unavailable', { cause })
  }
}

/** Runs a store call, marking any failure as the store's so the error handler answers 503. */
export function fromStore<T>(call: Promise<T>): Promise<T> {
  return call.catch(unavailable)
}

function unavailable(error: unknown): never {
  throw new StoreUnavailableError(error)
}
