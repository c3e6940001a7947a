import { availableParallelism } from "node:os";

/**
 * Runs `task` over `items` with at most `limit` at a time (by default one per core), keeping
 * the results in order: image encoding uses the cores without starving the rest of the build.
 */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  task: (item: T) => Promise<R>,
  limit: number = availableParallelism(),
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
