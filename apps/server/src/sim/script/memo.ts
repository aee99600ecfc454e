/**
 * Scripts are pure functions of the id and the simulator asks for the same few on every tick: keep
 * the latest results (callers never mutate them).
 */
export function memo<T>(fn: (id: number) => T): (id: number) => T {
  const cache = new Map<number, T>();
  return (id) => {
    let value = cache.get(id);
    if (value === undefined) {
      value = fn(id);
      if (cache.size >= 2_000) cache.delete(cache.keys().next().value as number);
      cache.set(id, value);
    }
    return value;
  };
}
