import type { PrecompressedBody } from '../precompressed-body.ts';

export interface FeedEntry {
  /** The feed version the body was built at (or after: the build read it first). */
  version: number;
  body: PrecompressedBody;
}

export const entryBytes = (entry: FeedEntry) => entry.body.identity.length + entry.body.br.length + entry.body.gzip.length;

/**
 * Ready answers (and what they are built from, such as the member index), least recently used
 * first out once their bytes pass the one bound. A Map keeps insertion order, so moving a used
 * entry to the end makes its first key the eviction candidate.
 */
export class FeedCache<E extends { version: number } = FeedEntry> {
  private readonly entries = new Map<string, { entry: E; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): E | undefined {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
    }
    return kept?.entry;
  }

  /** Is this still the entry kept under key (not replaced, dropped or evicted)? */
  holds(key: string, entry: E): boolean {
    return this.entries.get(key)?.entry === entry;
  }

  /** `bytes`: what the entry holds in memory (entryBytes for a ready answer). */
  set(key: string, entry: E, bytes: number): void {
    this.delete(key);
    // An answer bigger than the whole bound is still sent, just not kept.
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { entry, bytes });
    this.total += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.total -= kept.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
