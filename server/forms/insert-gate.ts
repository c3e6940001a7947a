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
export type InsertGate = (c: Context, tableName: string) => boolean;

export function createInsertGate({ rateLimitPerMinute, rateLimitPerDay = 0, clientIp }: InsertGateOptions): InsertGate {
  const perMinute = createRateLimiter(rateLimitPerMinute);
  const perDay = createRateLimiter(rateLimitPerDay, { windowMs: 86_400_000 });
  return (c, tableName) => {
    const key = `${clientIp(c)} ${tableName}`;
    return perMinute(key) && perDay(key);
  };
}
