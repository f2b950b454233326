import type { FileStorage } from './file-storage';

/** How long a stored file may wait for its row: an upload stores the file, then writes the row. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Removes the files under `prefix` that no row references and that are older than the grace period: what a
 * process killed between storing a photo and writing its row (or a failed transaction) left behind. Asks
 * `referenced` about keys in batches; answers how many files it removed.
 */
export async function sweepUnreferenced(
  storage: FileStorage,
  prefix: string,
  referenced: (keys: string[]) => Promise<Set<string>>,
  now = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const kept = await referenced(batch);
    for (const key of batch.filter((candidate) => !kept.has(candidate))) {
      await storage.remove(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list(prefix)) {
    if (file.lastModified.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
