import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { events } from '../../db/schema/events.ts';

/** No 0/O, 1/I/L: a code read off a slide or said aloud is typed right the first time. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;

function createJoinCode(): string {
  return Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** What people type: any case, with spaces or dashes ("abcd-efgh"). */
export function normalizeJoinCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Gives the event a fresh code. The unique index decides collisions (31^8 codes make one
 * rare); a few retries make it practically certain.
 */
export async function assignJoinCode(db: Db, eventId: string, now: Date): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const code = createJoinCode();
    try {
      await db.update(events).set({ joinCode: code, updatedAt: now }).where(eq(events.id, eventId));
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
