/**
 * Runs `task` once now and then every `intervalMs`, one run at a time, telling `failed` of a run that threw (the next
 * run tries again); `stop` ends it once the run under way has finished.
 */
export function runEvery(intervalMs: number, task: () => Promise<unknown>, failed: (error: Error) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(task).catch((error: unknown) => failed(error as Error));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
