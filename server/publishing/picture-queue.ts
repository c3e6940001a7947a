/**
 * Picture work one upload at a time (issue 50 #4, decision 052): decoding and re-encoding a 10 MB photograph takes
 * hundreds of megabytes and both cores, so a second upload waits its turn, and beyond `waiting` of them the upload
 * is refused at once, before its body is read, for her to try again in `retryAfterSeconds`.
 */
export function pictureQueue(waiting: number, retryAfterSeconds: number) {
  let queued = 0;
  let last: Promise<unknown> = Promise.resolve();
  return {
    retryAfterSeconds,
    /** Runs `work` after every picture before it; undefined, without running it, when the queue is full. */
    run<T>(work: () => Promise<T>): Promise<T> | undefined {
      if (queued > waiting) return undefined;
      queued += 1;
      const turn = last.then(work).finally(() => {
        queued -= 1;
      });
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}
