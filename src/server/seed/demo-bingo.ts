import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bingoCards } from '../db/schema/bingo-cards.ts';
import { bingoTiles } from '../db/schema/bingo-tiles.ts';

// A 4×4 networking bingo card on the demo conference, so a newcomer can play it with a second
// phone (or a second browser) showing another demo person's personal code. No fills: every demo
// account starts with an empty card.

type Tile = { prompt: string; rule: 'speaker' | 'mentoring' | 'interest' | 'other-organization' | 'anyone'; tag?: string };

const demoBingoTiles: Tile[] = [
  { prompt: 'A speaker', rule: 'speaker' },
  { prompt: 'Someone giving a talk today', rule: 'speaker' },
  { prompt: 'Someone who offers mentoring', rule: 'mentoring' },
  { prompt: 'A mentor you have not met', rule: 'mentoring' },
  { prompt: 'Someone into TypeScript', rule: 'interest', tag: 'typescript' },
  { prompt: 'Someone into design', rule: 'interest', tag: 'design' },
  { prompt: 'Someone into AI', rule: 'interest', tag: 'ai' },
  { prompt: 'Someone into open source', rule: 'interest', tag: 'open source' },
  { prompt: 'Someone from another company', rule: 'other-organization' },
  { prompt: 'Someone from a company you never heard of', rule: 'other-organization' },
  { prompt: 'Someone from another organization at lunch', rule: 'other-organization' },
  { prompt: 'Anyone you have not met', rule: 'anyone' },
  { prompt: 'Someone at the coffee bar', rule: 'anyone' },
  { prompt: 'Someone in the back row', rule: 'anyone' },
  { prompt: 'Someone wearing the event T-shirt', rule: 'anyone' },
  { prompt: 'Free tile: say hello to anyone', rule: 'anyone' },
];

/** Idempotent: an event that already has a card keeps it. */
export async function seedDemoBingo(db: Db, { eventId }: { eventId: string }): Promise<void> {
  const [existing] = await db.select({ id: bingoCards.id }).from(bingoCards).where(eq(bingoCards.eventId, eventId)).limit(1);
  if (existing) return;
  const [card] = await db.insert(bingoCards).values({ eventId, size: 4 }).onConflictDoNothing().returning({ id: bingoCards.id });
  if (!card) return;
  await db.insert(bingoTiles).values(demoBingoTiles.map((tile, position) => ({ cardId: card.id, position, prompt: tile.prompt, rule: tile.rule, tag: tile.tag ?? null })));
}
