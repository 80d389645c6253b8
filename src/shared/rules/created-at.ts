/** createdAt above 1e12 is milliseconds, otherwise seconds (senders use either). Returns milliseconds. */
export function createdAtToMillis(createdAt: number): number {
  return createdAt > 1e12 ? createdAt : createdAt * 1000;
}
