import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum in the package's types, which isolatedModules cannot import
// as a value; 2 is its Argon2id member. The library defaults (19 MiB, t=2, p=1) match
// OWASP's argon2id recommendation.
const argon2id: Algorithm = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same work as a real check, for an email with no account, so the answer
 * time does not tell an attacker which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('hallway-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
