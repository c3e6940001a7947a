export interface RateLimiterOptions {
  /** The length of a window; one minute unless said otherwise. */
  windowMs?: number;
  /** The most keys remembered at once; past it the oldest window is forgotten. */
  maxKeys?: number;
  now?: () => number;
}

export interface RateLimiter {
  (key: string): boolean;
  /** Gives back one use of the key's current window: for a request the server itself failed. */
  refund(key: string): void;
  /** How many keys are remembered now. */
  readonly size: number;
}

/**
 * A fixed window per key (client IP and table). The Map keeps keys in the order their
 * windows opened, so expired and surplus windows are dropped from its front, one at a time:
 * each request costs O(1) and memory never exceeds `maxKeys` windows, however many
 * addresses a flood comes from.
 */
export function createRateLimiter(
  limit: number,
  { windowMs = 60_000, maxKeys = 50_000, now = Date.now }: RateLimiterOptions = {},
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function dropOldest(time: number) {
    for (const [oldestKey, oldest] of windows) {
      if (time - oldest.start < windowMs && windows.size < maxKeys) return;
      windows.delete(oldestKey);
    }
  }

  const allow = (key: string): boolean => {
    if (limit === 0) return true;
    const time = now();
    const window = windows.get(key);
    if (window && time - window.start < windowMs) {
      window.count += 1;
      return window.count <= limit;
    }
    windows.delete(key);
    dropOldest(time);
    windows.set(key, { start: time, count: 1 });
    return true;
  };
  const refund = (key: string) => {
    const window = windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  };
  return Object.defineProperty(Object.assign(allow, { refund }), "size", { get: () => windows.size }) as RateLimiter;
}
