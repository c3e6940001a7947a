import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { testAppOptions } from "../../../scripts/support/site-stub";
import type { createApp } from "../../../server/app";

/** What a server answered to a form whose file was held after its first bytes. */
export interface HeldUploadAnswer {
  status: number;
  contentType: string | null;
  body: unknown;
  /** Whether the answer came while the rest of the file had not been sent. */
  answeredWhileHeld: boolean;
}

/**
 * Sends `app`, over a real connection, a form whose file `name` begins with `head` and goes on with `restBytes` bytes of
 * filler, as a browser sends it: the first bytes, then the rest held until the answer comes (or 10 s pass, when the
 * rest is sent after all and the answer waited for it).
 */
export async function heldUpload(
  app: ReturnType<typeof createApp>,
  path: string,
  cookie: string,
  file: { name: string; type: string; head: Uint8Array; restBytes: number },
): Promise<HeldUploadAnswer> {
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }) as Server;
  await once(server, "listening");
  const boundary = "held-upload-boundary";
  const encoder = new TextEncoder();
  let release: () => void = () => undefined;
  const answer = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sentRest = false;
  let left = file.restBytes;
  const body = new ReadableStream<Uint8Array>(
    {
      start(control) {
        const disposition = `Content-Disposition: form-data; name="file"; filename="${file.name}"`;
        control.enqueue(encoder.encode(`--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`));
        control.enqueue(file.head);
      },
      async pull(control) {
        if (!sentRest) await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        sentRest = true;
        if (left > 0) {
          const size = Math.min(left, 2 ** 20);
          left -= size;
          return control.enqueue(new Uint8Array(size).fill(0x41));
        }
        control.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        control.close();
      },
    },
    { highWaterMark: 0 },
  );
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
      method: "POST",
      headers: {
        Origin: testAppOptions.publicOrigin,
        Cookie: cookie,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: "half",
    } as RequestInit);
    const answeredWhileHeld = !sentRest;
    release();
    return {
      status: response.status,
      contentType: response.headers.get("Content-Type"),
      body: await response.json(),
      answeredWhileHeld,
    };
  } finally {
    release();
    server.closeAllConnections();
    server.close();
  }
}
