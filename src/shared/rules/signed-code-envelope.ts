// The signed envelope every Hallway QR code shares: "<PREFIX>:" + upper-case base32 of (payload
// bytes + Ed25519 signature 64 bytes). The signature covers the prefix's tag ("HW1", "HWA1") +
// the payload, so a code of one kind never verifies as another. Each kind (personal-code.ts,
// activity-code.ts) says only how its claim is laid out in the payload bytes; the text form,
// the parse into code / damaged / foreign and the WebCrypto check live here once.
//
// Upper-case base32 keeps the whole text in the QR alphanumeric set, so the symbols stay small.
// No zod here: the scanner pages import this and must stay small.

const signatureBytes = 64;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Null for any character outside the alphabet (lower case included: codes are never lower-cased),
 * and for any spelling base32Encode never writes: the last character's spare bits must be zero and
 * there may be no character left over. Otherwise eight texts would decode to the same code, and
 * anything that tells codes apart by their text (a list of codes seen, a log) would be fooled.
 */
export function base32Decode(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    const digit = base32Alphabet.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out[index++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

export function uuidToBytes(uuid: string): Uint8Array | null {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return null;
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToUuid(bytes: Uint8Array): string {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How one kind of code lays its claim out. */
export interface SignedCodeKind<Claim> {
  /** "HW1": the text starts with it and a colon, and the signature covers it. */
  tag: string;
  payloadBytes: number;
  /** The claim's payload bytes; throws RangeError for a claim that cannot be a code. */
  writePayload(claim: Claim): Uint8Array;
  /** The claim in payload bytes (exactly payloadBytes long), or null when no real code says that. */
  readPayload(bytes: Uint8Array): Claim | null;
}

export type ParsedSignedCode<Claim> =
  | { kind: 'code'; claim: Claim; signedBytes: Uint8Array; signature: Uint8Array }
  /** Our prefix but the wrong length, alphabet or contents: damaged, truncated or made up. */
  | { kind: 'damaged' }
  /** Anything else: a URL, a ticket of another system, a code of another kind, random text. */
  | { kind: 'foreign' };

export type SignedCodeCheck<Claim> = { kind: 'valid'; claim: Claim } | { kind: 'forged' } | { kind: 'foreign' };

export interface SignedCodeEnvelope<Claim> {
  prefix: string;
  /** The exact bytes the server signs and every verifier checks: tag + payload. */
  signedBytes(claim: Claim): Uint8Array;
  encode(claim: Claim, signature: Uint8Array): string;
  parse(text: string): ParsedSignedCode<Claim>;
  /** Parses and verifies a scanned text on a device: only the public key is needed. */
  check(text: string, key: CryptoKey): Promise<SignedCodeCheck<Claim>>;
}

export function signedCodeEnvelope<Claim>(kind: SignedCodeKind<Claim>): SignedCodeEnvelope<Claim> {
  const prefix = `${kind.tag}:`;
  const tag = new TextEncoder().encode(kind.tag);
  const totalBytes = kind.payloadBytes + signatureBytes;
  const bodyLength = Math.ceil((totalBytes * 8) / 5);
  const signedBytes = (claim: Claim) => {
    const payload = kind.writePayload(claim);
    const bytes = new Uint8Array(tag.length + kind.payloadBytes);
    bytes.set(tag, 0);
    bytes.set(payload, tag.length);
    return bytes;
  };
  const parse = (text: string): ParsedSignedCode<Claim> => {
    const trimmed = text.trim();
    if (!trimmed.startsWith(prefix)) return { kind: 'foreign' };
    const body = trimmed.slice(prefix.length);
    if (body.length !== bodyLength) return { kind: 'damaged' };
    const bytes = base32Decode(body);
    if (!bytes || bytes.length !== totalBytes) return { kind: 'damaged' };
    const claim = kind.readPayload(bytes.subarray(0, kind.payloadBytes));
    if (claim === null) return { kind: 'damaged' };
    return { kind: 'code', claim, signedBytes: signedBytes(claim), signature: bytes.slice(kind.payloadBytes) };
  };
  return {
    prefix,
    signedBytes,
    encode(claim, signature) {
      if (signature.length !== signatureBytes) throw new RangeError('An Ed25519 signature is 64 bytes');
      const bytes = new Uint8Array(totalBytes);
      bytes.set(kind.writePayload(claim), 0);
      bytes.set(signature, kind.payloadBytes);
      return prefix + base32Encode(bytes);
    },
    parse,
    async check(text, key) {
      const parsed = parse(text);
      if (parsed.kind !== 'code') return parsed.kind === 'foreign' ? { kind: 'foreign' } : { kind: 'forged' };
      const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, parsed.signature as Uint8Array<ArrayBuffer>, parsed.signedBytes as Uint8Array<ArrayBuffer>);
      return ok ? { kind: 'valid', claim: parsed.claim } : { kind: 'forged' };
    },
  };
}
