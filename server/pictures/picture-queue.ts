/**
 * Picture work one upload at a time (issue 50 #4, decision 052): decoding and re-encoding a 10 MB photograph takes
 * hundreds of megabytes and both cores, so an upload waits its turn. At most `waiting` + 1 uploads are taken in at
 * once, their bodies read straight away (a body has as long to arrive as 10 MB takes at 1 Mbit/s, and no longer); one more is refused at once,
 * before its body is read, for her to try again in `retryAfterSeconds`.
 */
export function pictureQueue(waiting: number, retryAfterSeconds: number) {
  let admitted = 0;
  let last: Promise<unknown> = Promise.resolve();
  return {
    retryAfterSeconds,
    /** Runs `upload` (its body read, then its turn) unless the queue is full: undefined then, without running it. */
    admit<T>(upload: () => Promise<T>): Promise<T> | undefined {
      if (admitted > waiting) return undefined;
      admitted += 1;
      return upload().finally(() => {
        admitted -= 1;
      });
    },
    /** Runs `work` once the picture work before it is done. */
    inTurn<T>(work: () => Promise<T>): Promise<T> {
      const turn = last.then(work);
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}
