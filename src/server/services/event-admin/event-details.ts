import type { z } from 'zod';
import type { eventDetailsInput } from '#shared/contracts/event-admin.ts';
import { resolveTheme } from '#shared/rules/theme-colour.ts';
import type { Db } from '../../db/client.ts';
import type { events } from '../../db/schema/events.ts';
import { DomainError } from '../domain-error.ts';
import { findOwnedUpload } from '../uploads/find-owned-upload.ts';

export type EventDetails = z.output<typeof eventDetailsInput>;

/**
 * The console form's fields as columns. Unknown colour names are stored as their fallback
 * (and reported), so the event never carries a theme the palette cannot draw.
 */
export function toEventColumns(details: EventDetails, warn: (message: string) => void) {
  const theme = resolveTheme({ primary: details.themePrimary, gray: details.themeGray }, warn);
  return {
    name: details.name,
    description: details.description,
    venue: details.venue,
    address: details.address,
    timeZone: details.timeZone,
    startsAt: new Date(details.startsAt * 1000),
    endsAt: new Date(details.endsAt * 1000),
    themePrimary: theme.primary,
    themeGray: theme.gray,
  } satisfies Partial<typeof events.$inferInsert>;
}

/**
 * The picture to store: unchanged stays (another organizer may have uploaded it), null
 * removes it, anything else must be the caller's own event-picture upload.
 */
export async function resolveEventPicture(db: Db, accountId: string, requested: string | null, current: string | null): Promise<string | null> {
  if (requested === null || requested === current) return requested;
  const upload = await findOwnedUpload(db, accountId, requested, 'event-picture');
  if (!upload) throw new DomainError('BAD_REQUEST', 'Upload the picture again: this one is not yours or not an event picture');
  return upload.src;
}
