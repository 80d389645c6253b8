import { createHash } from 'node:crypto';

/**
 * JSON with every object's keys in order and undefined members left out, so the same payload
 * gives the same text however the client happened to order or omit its fields.
 */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
}

/**
 * What an idempotency key was first used for: a replay must carry the same payload, or it is
 * another write that reused the key. Callers pass the payload as the server parsed it, without
 * the key itself.
 */
export function fingerprintPayload(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('base64url');
}
