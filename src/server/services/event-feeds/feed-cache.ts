import type { PrecompressedBody } from '../../http/precompressed-body.ts';

export interface FeedEntry {
  /** The feed version the body was built at (or after: the build read it first). */
  version: number;
  body: PrecompressedBody;
}

export const entryBytes = (entry: FeedEntry) => entry.body.identity.length + entry.body.br.length + entry.body.gzip.length;

/**
 * Ready answers, least recently used first out once their bytes pass the bound. A Map keeps
 * insertion order, so moving a used entry to the end makes its first key the eviction candidate.
 */
export class FeedCache {
  private readonly entries = new Map<string, FeedEntry>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): FeedEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Is this still the entry kept under key (not replaced, dropped or evicted)? */
  holds(key: string, entry: FeedEntry): boolean {
    return this.entries.get(key) === entry;
  }

  set(key: string, entry: FeedEntry): void {
    this.delete(key);
    const size = entryBytes(entry);
    // An answer bigger than the whole bound is still sent, just not kept.
    if (size > this.maxBytes) return;
    this.entries.set(key, entry);
    this.total += size;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entryBytes(old);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entryBytes(entry);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
