import { parseArgs } from 'node:util';
import { z } from 'zod';

// Zod at the edge: command-line flags are parsed like any other input.
const flagsSchema = z.object({
  attendees: z.coerce.number().int().min(1).max(100_000).optional(),
  sessions: z.coerce.number().int().min(0).max(5_000).optional(),
  days: z.coerce.number().int().min(1).max(14).default(3),
  seed: z.coerce.number().int().min(0).max(2 ** 32 - 1).default(1),
});

export interface SeedOptions {
  /** Present when a scale conference is wanted (--attendees and/or --sessions). */
  conference: { attendees: number; sessions: number; days: number; seed: number } | null;
}

const seedUsage = `Usage: npm run seed [-- --attendees N --sessions N [--days 3] [--seed 1]]
  Without flags: the demo (idempotent). With --attendees or --sessions: the demo plus a multi-day
  conference of that size, the same for the same flags (seeded random numbers).`;

export class SeedUsageError extends Error {
  override name = 'SeedUsageError';
}

export function parseSeedArgs(args: string[]): SeedOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args,
      options: { attendees: { type: 'string' }, sessions: { type: 'string' }, days: { type: 'string' }, seed: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new SeedUsageError(`${(error as Error).message}\n${seedUsage}`);
  }
  const parsed = flagsSchema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    throw new SeedUsageError(`Invalid flags:\n${lines.join('\n')}\n${seedUsage}`);
  }
  const { attendees, sessions, days, seed } = parsed.data;
  if (attendees === undefined && sessions === undefined) return { conference: null };
  return { conference: { attendees: attendees ?? 500, sessions: sessions ?? 40, days, seed } };
}
