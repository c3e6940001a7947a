/** Polls `check` until it returns something other than undefined, and returns that; throws after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error("The condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
