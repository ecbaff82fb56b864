import type { Database } from './database.js';

/**
 * Hands each notice on `channel` that `parse` reads to `handle`, one at a time in the order they
 * came, each after the reads of the one before; one that fails goes to `failed`, and the next one
 * still comes. The answered function stops listening and waits for the last one to be handled.
 */
export async function noticesInOrder<N>(
  database: Pick<Database, 'listen'>,
  channel: string,
  parse: (payload: string) => N | null,
  handle: (notice: N) => Promise<void>,
  failed: (error: unknown, notice: N) => void,
): Promise<() => Promise<void>> {
  let queue = Promise.resolve();
  const unlisten = await database.listen(channel, (payload) => {
    const notice = parse(payload);
    if (!notice) return;
    queue = queue.then(() => handle(notice)).catch((error: unknown) => failed(error, notice));
  });
  return async () => {
    await unlisten().catch(() => {});
    await queue;
  };
}
