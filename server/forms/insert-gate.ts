import type { Context } from "hono";
import { createRateLimiter } from "../http/rate-limit";

export interface InsertGateOptions {
  /** Inserts per client and table per minute; 0: no limit. */
  rateLimitPerMinute: number;
  /** Inserts per client and table per day; 0 or unset: no daily limit. */
  rateLimitPerDay?: number;
  clientIp: (c: Context) => string;
}

/** Whether this client may insert into this table now; REST and plain form posts share one count. */
export interface InsertGate {
  (c: Context, tableName: string): boolean;
  /** Gives the insert back when the server failed it (a full disk, the database gone): only the visitor's own count. */
  refund(c: Context, tableName: string): void;
}

export function createInsertGate({ rateLimitPerMinute, rateLimitPerDay = 0, clientIp }: InsertGateOptions): InsertGate {
  const perMinute = createRateLimiter(rateLimitPerMinute);
  const perDay = createRateLimiter(rateLimitPerDay, { windowMs: 86_400_000 });
  const keyOf = (c: Context, tableName: string) => `${clientIp(c)} ${tableName}`;
  const allow = (c: Context, tableName: string) => {
    const key = keyOf(c, tableName);
    return perMinute(key) && perDay(key);
  };
  const refund = (c: Context, tableName: string) => {
    const key = keyOf(c, tableName);
    perMinute.refund(key);
    perDay.refund(key);
  };
  return Object.assign(allow, { refund });
}
