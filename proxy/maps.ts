/** What getOrInsertComputed needs of a Map or a WeakMap. */
interface Keyed<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/**
 * The value under `key`, made by `compute` and stored the first time it is asked for: the
 * `Map.prototype.getOrInsertComputed` of the upsert proposal, which Node does not have yet. (A stored
 * `undefined` counts as missing.)
 */
export function getOrInsertComputed<K, V>(map: Keyed<K, V>, key: K, compute: (key: K) => V): V {
  let value = map.get(key)
  if (value === undefined) map.set(key, (value = compute(key)))
  return value
}
