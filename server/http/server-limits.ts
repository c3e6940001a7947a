import type { IncomingMessage, Server, ServerOptions, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export interface ServerLimits {
  /** A request's headers must arrive within this. */
  headersTimeoutMs: number;
  /** A request's body must arrive within this, or within the time its path's largest body takes at `slowestUploadBitsPerSecond` if longer. */
  requestTimeoutMs: number;
  /** The slowest connection an upload of the largest body its path takes still gets through on: 1 Mbit/s. */
  slowestUploadBitsPerSecond: number;
  /** The largest body, in bytes, the server takes at a path (the back office's own limits, decision 039): 0 for no upload. */
  largestBodyOf: (path: string) => number;
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  slowestUploadBitsPerSecond: 1_000_000,
  largestBodyOf: () => 0,
  maxConnections: 1_000,
};

/**
 * How long a request to `path` may take to arrive, body included: 15 s, or for an upload the time its largest allowed
 * body takes at 1 Mbit/s (a 10 MB picture, 85 s), so a photograph sent over a slow connection is not cut off halfway.
 */
export function requestTimeFor(limits: ServerLimits, path: string): number {
  const uploadMs = Math.ceil((limits.largestBodyOf(path) * 8 * 1000) / limits.slowestUploadBitsPerSecond);
  return Math.max(limits.requestTimeoutMs, uploadMs);
}

/**
 * Node's options for the limits. Node's own request timeout is one for every path, so it is off and each request gets
 * its own (`applyServerLimits`); the headers' is checked often enough that a slow client is cut off close to it.
 */
export function serverOptionsFor({ headersTimeoutMs }: ServerLimits): ServerOptions {
  return {
    requestTimeout: 0,
    headersTimeout: headersTimeoutMs,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 2),
  };
}

const reasons: Record<number, string> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

/**
 * Answers `status` with a JSON body saying why, written straight onto the connection (the request never reached the
 * site's routes, or never finished arriving), then closes it. The connection is left open a moment so that a client
 * still sending its body reads the answer rather than a reset.
 */
function answerAndClose(socket: Duplex, status: keyof typeof reasons & number, code: string, message: string) {
  const body = JSON.stringify({ code, message });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reasons[status]}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  setTimeout(() => socket.destroy(), 1_000).unref();
}

const seconds = (ms: number) => {
  const whole = Math.round(ms / 1000);
  return `${whole.toLocaleString("en-GB")} ${whole === 1 ? "second" : "seconds"}`;
};

/** Whether the answer to the request on `socket` has begun: then nothing more can be said on it. */
const answerBegun = (socket: Duplex) => Boolean((socket as { _httpMessage?: ServerResponse })._httpMessage?.headersSent);

/**
 * What can only be set on the server once made: the connection cap; each request's own time to arrive (a 408 saying so
 * in JSON when its body is still arriving at the end of it); and a JSON body on the 400, 408 and 431 Node answers by
 * itself (a malformed request, headers that take too long or are too large), which it sends empty.
 */
export function applyServerLimits(server: Server, limits: ServerLimits) {
  server.maxConnections = limits.maxConnections;
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const allowedMs = requestTimeFor(limits, (request.url ?? "/").split("?")[0] ?? "/");
    const timer = setTimeout(() => {
      if (request.complete) return;
      // Answered early (a 401, a 413), its body still trickling in: nothing more to say on the connection.
      if (response.headersSent) return request.socket.destroy();
      const message = `Your request took longer than the ${seconds(allowedMs)} the site waits for it to arrive, so it was stopped. On a slow connection, please try again on a faster one, or send a smaller file.`;
      answerAndClose(request.socket, 408, "timed-out", message);
    }, allowedMs);
    const stop = () => clearTimeout(timer);
    request.once("end", stop);
    request.once("close", stop);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable || answerBegun(socket)) return socket.destroy();
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      const message = `Your request's headers took longer than the ${seconds(limits.headersTimeoutMs)} the site waits for them, so it was stopped. Please try again.`;
      return answerAndClose(socket, 408, "timed-out", message);
    }
    if (error.code === "HPE_HEADER_OVERFLOW")
      return answerAndClose(socket, 431, "too-large", "Your request's headers are larger than the site takes.");
    return answerAndClose(socket, 400, "invalid", "The site could not read that request.");
  });
}
