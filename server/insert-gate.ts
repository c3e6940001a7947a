import type { Context } from "hono";
import { createRateLimiter } from "./rate-limit";

export interface InsertGateOptions {
  /** Inserts per client and table per minute; 0: no limit. */
  rateLimitPerMinute: number;
  clientIp: (c: Context) => string;
}

/** Whether this client may insert into this table now; REST and plain form posts share one count. */
export type InsertGate = (c: Context, tableName: string) => boolean;

export function createInsertGate({ rateLimitPerMinute, clientIp }: InsertGateOptions): InsertGate {
  const perMinute = createRateLimiter(rateLimitPerMinute);
  return (c, tableName) => perMinute(`${clientIp(c)} ${tableName}`);
}
