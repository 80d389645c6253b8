import { z } from 'zod';
import { idSchema, pictureSchema } from './common.ts';

/** /me/code: my current code (see rules/personal-code.ts for its text form). */
export const personalCodeSchema = z.object({
  accountId: idSchema,
  code: z.string().startsWith('HW1:').max(200),
  version: z.number().int().min(1),
  /** Unix milliseconds when this version was issued. */
  issuedAt: z.number().int(),
  /** The QR mask pattern to draw it with: one the app's scanner reads square-on (see readable-qr-mask.ts). */
  qrMask: z.number().int().min(0).max(7),
  firstName: z.string(),
  lastName: z.string(),
  picture: pictureSchema.nullable(),
});
export type PersonalCode = z.infer<typeof personalCodeSchema>;

/** The server's Ed25519 public key, raw 32 bytes in base64url; keyId changes only if the key is rotated. */
export const codeKeySchema = z.object({
  keyId: z.string().min(1).max(40),
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type CodeKey = z.infer<typeof codeKeySchema>;
