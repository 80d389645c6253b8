import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bingoCards } from '../../db/schema/bingo-cards.ts';
import { events } from '../../db/schema/events.ts';
import type { LiveChannel, LiveDelivery } from '../live/live-channel.ts';
import { gameManagerAccounts } from './game-managers.ts';
import { loadCompletions } from './fill-rows.ts';

/**
 * Topic 'bingo', key a card id: the card's completions in order, to those who run the event's
 * games only (names of who completed are not for every attendee).
 */
function createBingoLiveRenderer(db: Db) {
  return async ({ eventId, key }: { eventId: string; key: string }): Promise<LiveDelivery> => {
    const [card] = await db
      .select({ id: bingoCards.id, enabled: events.enableBingo })
      .from(bingoCards)
      .innerJoin(events, eq(events.id, bingoCards.eventId))
      .where(and(eq(bingoCards.id, key), eq(bingoCards.eventId, eventId)))
      .limit(1);
    if (!card?.enabled) return {};
    const [completions, managers] = await Promise.all([loadCompletions(db, card.id), gameManagerAccounts(db, eventId)]);
    const data = { cardId: card.id, completions };
    return { forAccount: (accountId) => (managers.has(accountId) ? data : undefined) };
  };
}

export function registerBingoLive(live: LiveChannel, db: Db): void {
  live.setRenderer('bingo', createBingoLiveRenderer(db));
}
