/**
 * A fixed one-minute window per key (client IP and table). Old windows are
 * dropped as they expire, so memory stays bounded by recent visitors.
 */
export function createRateLimiter(limitPerMinute: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string): boolean {
    if (limitPerMinute === 0) return true;
    const time = now();
    if (windows.size > 10_000) {
      for (const [storedKey, window] of windows) if (time - window.start >= 60_000) windows.delete(storedKey);
    }
    const window = windows.get(key);
    if (!window || time - window.start >= 60_000) {
      windows.set(key, { start: time, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limitPerMinute;
  };
}
