/** Rows per insert: at most ~10 columns each, far below PostgreSQL's 65,535 parameters. */
const batchSize = 1000;

export async function insertInBatches<T>(items: readonly T[], insert: (batch: T[]) => PromiseLike<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += batchSize) await insert(items.slice(start, start + batchSize));
}
