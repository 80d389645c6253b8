// Ids and idempotency keys. An entry id sorts in the order the entries were made (time, then a
// counter for the same millisecond), so "oldest first" needs nothing but a sort on the id.
let counter = 0;

/** A fresh key for one write, made when the user acts; matches idempotencyKeySchema (8–64 of A-Z a-z 0-9 - _). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function newEntryId(now: number): string {
  counter = (counter + 1) % 36 ** 4;
  return `${Math.max(0, Math.floor(now)).toString(36).padStart(10, '0')}-${counter.toString(36).padStart(4, '0')}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Oldest first: by creation time, then by id (the same-millisecond counter). */
export function compareEntries(a: { createdAt: number; id: string }, b: { createdAt: number; id: string }): number {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
