import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CodeKey } from '#shared/contracts/personal-code.ts';
import { encodePersonalCode, parsePersonalCode, personalCodeSignedBytes, type CodeCheck, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';
import type { Db } from '../../db/client.ts';
import { codeSigningKeys } from '../../db/schema/code-signing-keys.ts';
import type { ServerDeps } from '../../deps.ts';

const purpose = 'personal-code';

export interface CodeSigner {
  /** What devices download: the raw public key and its short id. */
  key: CodeKey;
  sign(claim: PersonalCodeClaim): string;
  /** The same answer as checkPersonalCode on a device (same bytes, same key), synchronously. */
  check(text: string): CodeCheck;
  /** The same key over other signed texts (activity cards): their own tag keeps them apart. */
  signBytes(bytes: Uint8Array): Uint8Array;
  verifyBytes(bytes: Uint8Array, signature: Uint8Array): boolean;
  /**
   * A 32-byte secret for another use (an HMAC key), derived from the private key with HKDF-SHA256:
   * every instance that shares the key derives the same secret, nothing more is stored, and the
   * label keeps each use's secret apart from the others and from the key itself.
   */
  deriveSecret(label: string): Buffer;
}

function fromText(text: string): KeyObject {
  return text.includes('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
}

/** The key every instance shares: made by whichever instance asks first, then read by all. */
async function storedPrivateKey(db: Db): Promise<KeyObject> {
  const fresh = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
  await db.insert(codeSigningKeys).values({ privateKey: fresh, purpose }).onConflictDoNothing({ target: codeSigningKeys.purpose });
  const [row] = await db.select({ privateKey: codeSigningKeys.privateKey }).from(codeSigningKeys).where(eq(codeSigningKeys.purpose, purpose));
  if (!row) throw new Error('The code signing key could not be stored');
  return fromText(row.privateKey);
}

function createCodeSigner(privateKey: KeyObject): CodeSigner {
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'jwk' }).x;
  if (!raw) throw new Error('Not an Ed25519 key');
  const keyId = createHash('sha256').update(Buffer.from(raw, 'base64url')).digest('base64url').slice(0, 8);
  const keyBytes = privateKey.export({ format: 'der', type: 'pkcs8' });
  const secrets = new Map<string, Buffer>();
  return {
    key: { keyId, publicKey: raw },
    sign: (claim) => encodePersonalCode(claim, sign(null, personalCodeSignedBytes(claim), privateKey)),
    check(text) {
      const parsed = parsePersonalCode(text);
      if (parsed.kind === 'foreign') return { kind: 'not-hallway' };
      if (parsed.kind === 'damaged') return { kind: 'forged' };
      return verify(null, parsed.signedBytes, publicKey, parsed.signature) ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
    },
    signBytes: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
    verifyBytes: (bytes, signature) => verify(null, bytes, publicKey, signature),
    deriveSecret(label) {
      let secret = secrets.get(label);
      if (!secret) {
        secret = Buffer.from(hkdfSync('sha256', keyBytes, 'hallway derived secret', label, 32));
        secrets.set(label, secret);
      }
      return secret;
    },
  };
}

// Loaded once per database handle (one per running server); a failed load is retried next time.
const signers = new WeakMap<Db, Promise<CodeSigner>>();

export function loadCodeSigner({ db, env }: Pick<ServerDeps, 'db' | 'env'>): Promise<CodeSigner> {
  let pending = signers.get(db);
  if (!pending) {
    pending = (env.CODE_SIGNING_KEY ? Promise.resolve(fromText(env.CODE_SIGNING_KEY)) : storedPrivateKey(db)).then(createCodeSigner);
    pending.catch(() => signers.delete(db));
    signers.set(db, pending);
  }
  return pending;
}
