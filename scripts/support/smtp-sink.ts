import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  parsed: ParsedMail;
  /** The envelope's recipients: where the mail really goes, whatever its headers say. */
  recipients: string[];
  /** performance.now() when the last byte arrived. */
  arrivedAt: number;
}

export interface TestSmtpServer {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening, as an SMTP server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

type MailListener = (mail: ReceivedMail) => void;

/** An SMTP refusal to answer a recipient with, e.g. { code: 550, message: "5.1.1 No such user" }. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/** Decides, per recipient address, whether the server refuses it; undefined accepts it. */
export type RecipientCheck = (address: string) => SmtpRefusal | undefined;

function listen(
  port: number,
  received: ReceivedMail[],
  onMail?: MailListener,
  refuse?: RecipientCheck,
): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const arrivedAt = performance.now();
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const mail = { parsed, recipients, arrivedAt };
          received.push(mail);
          onMail?.(mail);
          callback();
        }, callback);
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : port });
    });
  });
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every mail it gets, parsed:
 * on a free port unless one is given, telling `onMail` of each arrival when given, refusing
 * the recipients `refuse` answers for.
 */
export async function startTestSmtpServer(
  options: { port?: number; onMail?: MailListener; refuse?: RecipientCheck } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let { server, port } = await listen(options.port ?? 0, received, options.onMail, options.refuse);
  let running = true;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitForMails(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      ({ server, port } = await listen(port, received, options.onMail, options.refuse));
      running = true;
    },
  };
}

/** A header of a received mail as it was sent (unfolded), e.g. List-Unsubscribe; undefined when absent. */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
}
