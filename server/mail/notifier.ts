import type { Queryable } from "../storage/db";
import type { Channel, MailKind, Outbox, QueuedNotification } from "./outbox";

/** A handler's own record of a send (a newsletter recipient marked sent), committed with the outbox's "sent" mark. */
export type SentRecord = (tx: Queryable) => Promise<void>;

/** How one kind of mail is sent; each kind registers one (see handlers.ts). */
export interface MailHandler {
  /** Sends one claimed notification of its kind; resolves with its own record of the send, if it keeps one. */
  send(notification: QueuedNotification): Promise<SentRecord | undefined>;
  /** Looks up in one go what sending these claimed notifications of its kind will need, before any is sent. */
  prepare?(notifications: QueuedNotification[]): Promise<void>;
}

/**
 * Thrown by a handler that did not send and should not count as failing on the retry schedule:
 * the notification is due again in `retryInMs`, or, when null, only once something re-schedules it
 * (a paused newsletter send that the coach resumes).
 */
export class SendDeferred extends Error {
  constructor(
    message: string,
    readonly retryInMs: number | null,
  ) {
    super(message);
  }
}

const minute = 60_000;

/** Waits after the 1st, 2nd, 3rd failure…; the last one repeats until the send succeeds. */
export const defaultRetryDelaysMs: readonly number[] = [minute, 5 * minute, 30 * minute, 60 * minute];

export function retryDelayMs(attempts: number, schedule: readonly number[]): number {
  return schedule[Math.min(attempts, schedule.length) - 1] ?? minute;
}

export interface NotifierOptions {
  outbox: Outbox;
  /** The channels configured: only their notifications are claimed. */
  channels: readonly Channel[];
  handlers: Partial<Record<MailKind, MailHandler>>;
  retryDelaysMs?: readonly number[];
  /** How often to look for due notifications: retries, and rows queued by other servers. */
  pollIntervalMs?: number;
  /** How long a claimed row is this worker's alone; longer than a whole batch's sends can take. */
  claimMs?: number;
  /** How many due notifications the worker claims at once; it sends them one after another. */
  batchSize?: number;
  log?: (message: string) => void;
}

export interface Notifier {
  start(): void;
  /** Sends now whatever is due, instead of at the next poll. */
  wake(): void;
  /** Waits for the send in progress, if any, and sends no more. */
  stop(): Promise<void>;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The worker: claims due notifications a batch at a time and sends them one after another, so at
 * most one is ever handed to a mail server and not yet marked sent; marks each sent or schedules
 * a retry.
 */
export function createNotifier({
  outbox,
  channels,
  handlers,
  retryDelaysMs = defaultRetryDelaysMs,
  pollIntervalMs = 5_000,
  claimMs = 5 * minute,
  batchSize = 20,
  log = console.log,
}: NotifierOptions): Notifier {
  let running = false;
  let round: Promise<void> | undefined;
  let wokenDuringRound = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(notification: QueuedNotification, handler: MailHandler) {
    let record: SentRecord | undefined;
    try {
      record = await handler.send(notification);
    } catch (error) {
      if (error instanceof SendDeferred) {
        await outbox.markFailed(notification.id, error.message, error.retryInMs);
        return;
      }
      const delay = retryDelayMs(notification.attempts, retryDelaysMs);
      await outbox.markFailed(notification.id, errorMessage(error), delay);
      log(
        `Notification ${notification.id} (${notification.channel}) failed on attempt ${notification.attempts}, ` +
          `retrying in ${Math.round(delay / 1000)} s: ${errorMessage(error)}`,
      );
      return;
    }
    await outbox.markSent(notification.id, record);
  }

  /** Lets each kind's handler look up what its part of the batch needs. */
  async function prepare(batch: QueuedNotification[]) {
    const byKind = new Map<MailKind, QueuedNotification[]>();
    for (const notification of batch) byKind.set(notification.kind, [...(byKind.get(notification.kind) ?? []), notification]);
    for (const [kind, notifications] of byKind) await handlers[kind]?.prepare?.(notifications);
  }

  async function sendDue() {
    while (running) {
      const batch = await outbox.claimDue(channels, claimMs, batchSize);
      if (batch.length === 0) return;
      await prepare(batch).catch(async (error: unknown) => {
        await outbox.release(batch.map(({ id }) => id));
        throw error;
      });
      for (const [index, notification] of batch.entries()) {
        if (!running) {
          await outbox.release(batch.slice(index).map(({ id }) => id));
          return;
        }
        const handler = handlers[notification.kind];
        if (handler) await send(notification, handler);
      }
    }
  }

  function scheduleNextPoll() {
    if (!running) return;
    timer = setTimeout(runRound, pollIntervalMs);
    timer.unref();
  }

  function runRound() {
    if (!running) return;
    if (round) {
      wokenDuringRound = true;
      return;
    }
    clearTimeout(timer);
    round = sendDue()
      .catch((error: unknown) => log(`Sending notifications failed: ${errorMessage(error)}`))
      .finally(() => {
        round = undefined;
        if (wokenDuringRound) {
          wokenDuringRound = false;
          runRound();
        } else {
          scheduleNextPoll();
        }
      });
  }

  return {
    start() {
      running = true;
      runRound();
    },
    wake: runRound,
    async stop() {
      running = false;
      clearTimeout(timer);
      await round;
    },
  };
}
