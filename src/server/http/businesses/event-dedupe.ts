/**
 * Remembers which (client, business, kind) clicks were counted recently, so a visitor clicking
 * "call" ten times counts once per window. In memory per process: an approximate guard for
 * analytics, not a security limit. Bounded: the oldest keys go first past `maxKeys`.
 */
export function createEventDedupe(windowMs = 10 * 60 * 1000, maxKeys = 50_000) {
  const seen = new Map<string, number>();
  return {
    /** True when this key was not seen within the window (and records it). */
    firstInWindow(key: string, now = Date.now()): boolean {
      const at = seen.get(key);
      if (at !== undefined && now - at < windowMs) return false;
      seen.delete(key);
      seen.set(key, now);
      while (seen.size > maxKeys) {
        const oldest = seen.keys().next().value;
        if (oldest === undefined) break;
        seen.delete(oldest);
      }
      return true;
    },
  };
}
