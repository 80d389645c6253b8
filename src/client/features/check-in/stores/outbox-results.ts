import type { StandingCheckIn } from '#shared/contracts/check-in.ts';
import type { OutboxResult } from '#client/offline/outbox.ts';
import { setStanding } from '../roster-model.ts';
import type { LocalAction, StoredRoster } from '../roster-schemas.ts';
import { readLocalActions, readRoster, writeLocalActions, writeRoster } from './device-storage.ts';
import { isOpen, showDoor } from './door-commit.ts';
import { useDoorStore } from './door-store.ts';

// The server answered a queued scan or undo: what it said becomes the roster's truth for that
// person, and the local action, no longer needed for replay, is dropped. The sync report
// itself (accepted / duplicate with whom / rejected and why) is kept and shown by the outbox.

function standingOf(detail: unknown): StandingCheckIn | null {
  const standing = (detail as { standing?: unknown } | null)?.standing as Partial<StandingCheckIn> | null | undefined;
  return standing && typeof standing.at === 'number' && typeof standing.deviceLabel === 'string'
    ? { at: standing.at, deviceLabel: standing.deviceLabel }
    : null;
}

/** Pure: the roster and local actions after one answer (null when the answer is not about them). */
function settleResult(roster: StoredRoster, local: LocalAction[], result: OutboxResult): { roster: StoredRoster; local: LocalAction[] } | null {
  const action = local.find((a) => a.idempotencyKey === result.idempotencyKey);
  if (!action) return null;
  const rest = local.filter((a) => a !== action);
  if (result.outcome === 'rejected') return { roster, local: rest };
  if (action.kind === 'undo') return { roster: setStanding(roster, action.accountId, null), local: rest };
  const standing = result.outcome === 'accepted' ? { at: action.at, deviceLabel: action.deviceLabel } : standingOf(result.detail);
  return { roster: standing ? setStanding(roster, action.accountId, standing) : roster, local: rest };
}

function eventOf(result: OutboxResult): string | null {
  const eventId = (result.payload as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' ? eventId : null;
}

export async function applyOutboxResult(result: OutboxResult): Promise<void> {
  const eventId = eventOf(result);
  if (!eventId) return;
  if (isOpen(eventId)) {
    const { roster, local } = useDoorStore.getState();
    const settled = roster ? settleResult(roster, local, result) : null;
    if (!settled) return;
    showDoor(eventId, settled);
    await Promise.all([writeRoster(settled.roster), writeLocalActions(eventId, settled.local)]).catch(() => undefined);
    return;
  }
  // Another event's door (the outbox drains whatever page is open): settle it in storage.
  const [roster, local] = await Promise.all([readRoster(eventId), readLocalActions(eventId)]);
  const settled = roster ? settleResult(roster, local, result) : null;
  if (settled) await Promise.all([writeRoster(settled.roster), writeLocalActions(eventId, settled.local)]).catch(() => undefined);
}
