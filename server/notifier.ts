import type { Channel, Outbox, QueuedNotification } from "./outbox";

export type Sender = (notification: QueuedNotification) => Promise<void>;

/**
 * Thrown by a sender that did not send and should not count as failing on the retry schedule:
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
  senders: Partial<Record<Channel, Sender>>;
  retryDelaysMs?: readonly number[];
  /** How often to look for due notifications: retries, and rows queued by other servers. */
  pollIntervalMs?: number;
  /** How long a claimed row is this worker's alone; longer than any send can take. */
  claimMs?: number;
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

/** The worker: claims due notifications one at a time, sends each, and marks it sent or schedules a retry. */
export function createNotifier({
  outbox,
  senders,
  retryDelaysMs = defaultRetryDelaysMs,
  pollIntervalMs = 5_000,
  claimMs = 5 * minute,
  log = console.log,
}: NotifierOptions): Notifier {
  const configuredChannels = Object.keys(senders) as Channel[];
  let running = false;
  let round: Promise<void> | undefined;
  let wokenDuringRound = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(notification: QueuedNotification, sender: Sender) {
    try {
      await sender(notification);
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
    await outbox.markSent(notification.id);
  }

  async function sendDue() {
    while (running) {
      const notification = await outbox.claimNext(configuredChannels, claimMs);
      if (!notification) return;
      const sender = senders[notification.channel];
      if (sender) await send(notification, sender);
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
