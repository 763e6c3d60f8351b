/**
 * A short-lived read cache for data that changes rarely and is read on every page
 * (room types, site settings). Each database handle has its own entries. A write
 * through the admin calls `invalidateReadCache`, so the process that made the
 * change shows it at once; other processes sharing one PostgreSQL see it within
 * READ_CACHE_TTL_MS. Nothing that must be exact (inventory, bookings, sessions,
 * rate limits) is ever cached.
 */
export const READ_CACHE_TTL_MS = 5_000;

type Entry = { value: Promise<unknown>; expires: number };
/** Per database handle; the server is one bundle, so the API and the pages share it. */
const caches = new WeakMap<object, Map<string, Entry>>();

export function cachedRead<T>(
  db: object,
  key: string,
  load: () => PromiseLike<T>,
  ttlMs = READ_CACHE_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // A Drizzle query is a thenable that runs again on every `then`: keep its one result.
  const value = Promise.resolve(load());
  cache.set(key, { value, expires: now + ttlMs });
  // A failed load is not kept: the next reader tries again.
  value.catch(() => cache?.delete(key));
  return value;
}

/** Forgets cached reads of one database (all keys, or those starting with a prefix). */
export function invalidateReadCache(db: object, prefix = ""): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(prefix)) cache.delete(key);
}
