import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the secret handed to the client (cookie, reset link). */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored. sha-256 suffices: the token has 256 bits of entropy, nothing to brute-force. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
