import type { Server, ServerOptions } from "node:http";

export interface ServerLimits {
  /** The whole request, body included, must arrive within this; a trickled body is cut off. */
  requestTimeoutMs: number;
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = { requestTimeoutMs: 15_000, maxConnections: 1_000 };

/** Node's options for the limits: checked often enough that a slow client is cut off close to the timeout. */
export function serverOptionsFor({ requestTimeoutMs }: ServerLimits): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  };
}

/** What can only be set on the server once made. */
export function applyServerLimits(server: Server, { maxConnections }: ServerLimits) {
  server.maxConnections = maxConnections;
}
