import type { z } from 'zod';
import type { eventDetailsInput } from '#shared/contracts/event-admin.ts';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { defaultGray, palettes, grayPalettes } from '#shared/rules/theme-colour.ts';
import { fromZonedInput, toZonedInput } from '#client/lib/zoned-time.ts';

type EventDetailsInput = z.input<typeof eventDetailsInput>;

/** The console's form: times as wall-clock text in the event's zone, converted on save. */
export interface EventDraft {
  name: string;
  description: string;
  venue: string;
  address: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  pictureSrc: string | null;
  themePrimary: string;
  themeGray: string;
}

type EventDraftField = keyof EventDraft;
export type EventFieldErrors = Partial<Record<EventDraftField, string[]>>;

export const eventLimits = { name: 160, description: 5000, venue: 200, address: 500 } as const;

export function draftFromEvent(event: HallwayEvent): EventDraft {
  return {
    name: event.name,
    description: event.description,
    venue: event.venue,
    address: event.address,
    timeZone: event.timeZone,
    startsAt: toZonedInput(event.startsAt, event.timeZone),
    endsAt: toZonedInput(event.endsAt, event.timeZone),
    pictureSrc: event.picture?.src ?? null,
    themePrimary: event.themePrimary,
    themeGray: event.themeGray,
  };
}

/** A new event: four weeks from today, 9:00 to 17:00 in the organizer's own zone. */
export function newEventDraft(nowSeconds: number, timeZone: string): EventDraft {
  const day = toZonedInput(nowSeconds + 28 * 24 * 3600, timeZone).slice(0, 10);
  return {
    name: '',
    description: '',
    venue: '',
    address: '',
    timeZone,
    startsAt: `${day}T09:00`,
    endsAt: `${day}T17:00`,
    pictureSrc: null,
    themePrimary: 'purple',
    themeGray: defaultGray,
  };
}

export type DraftCheck = { ok: true; details: EventDetailsInput } | { ok: false; errors: EventFieldErrors };

/** The contract's rules (src/shared/contracts/event-admin.ts), checked before sending, with friendlier words. */
export function checkEventDraft(draft: EventDraft): DraftCheck {
  const errors: EventFieldErrors = {};
  const name = draft.name.trim();
  if (name.length < 2) errors.name = ['Give the event a name (at least 2 characters).'];
  else if (name.length > eventLimits.name) errors.name = [`Use at most ${eventLimits.name} characters.`];
  for (const field of ['description', 'venue', 'address'] as const) {
    if (draft[field].trim().length > eventLimits[field]) errors[field] = [`Use at most ${eventLimits[field]} characters.`];
  }
  const startsAt = fromZonedInput(draft.startsAt, draft.timeZone);
  const endsAt = fromZonedInput(draft.endsAt, draft.timeZone);
  if (startsAt === null) errors.startsAt = ['Choose when the event starts.'];
  if (endsAt === null) errors.endsAt = ['Choose when the event ends.'];
  else if (startsAt !== null && endsAt < startsAt) errors.endsAt = ['The event must end after it starts.'];
  if (!(palettes as readonly string[]).includes(draft.themePrimary)) errors.themePrimary = ['Choose a colour from the list.'];
  if (!(grayPalettes as readonly string[]).includes(draft.themeGray)) errors.themeGray = ['Choose a gray from the list.'];
  if (Object.keys(errors).length > 0 || startsAt === null || endsAt === null) return { ok: false, errors };
  return {
    ok: true,
    details: {
      name,
      description: draft.description.trim(),
      venue: draft.venue.trim(),
      address: draft.address.trim(),
      timeZone: draft.timeZone,
      startsAt,
      endsAt,
      pictureSrc: draft.pictureSrc,
      themePrimary: draft.themePrimary,
      themeGray: draft.themeGray,
    },
  };
}

export function isDraftDirty(draft: EventDraft, saved: EventDraft): boolean {
  return (Object.keys(draft) as EventDraftField[]).some((field) => draft[field] !== saved[field]);
}
