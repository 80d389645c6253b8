import { requireFeature, requirePermission, type AccessContext } from '../access/require-access.ts';

/** Who plays an event's bingo: its members (and its organization's people), with bingo switched on. */
export async function requireBingo(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Event::Read');
  requireFeature(access.event, 'enableBingo');
  return access;
}

/** Who sets up the card, watches completions and undoes a wrongly recorded tile. */
export async function requireBingoManager(ctx: AccessContext, eventId: string) {
  const access = await requirePermission(ctx, eventId, 'Event::Game::Manage');
  requireFeature(access.event, 'enableBingo');
  return access;
}
