import { describe, expect, it } from 'vitest';
import { eventDetailsInput } from '#shared/contracts/event-admin.ts';
import { checkEventDraft, draftFromEvent, isDraftDirty, newEventDraft } from '#client/features/event-console/event-draft.ts';
import { menuLabelsFor, visibleMenuLabels } from '#client/features/event-console/menu-labels.ts';
import { allFlagsOff, makeEvent } from '../helpers/factories.ts';

describe('the event details form', () => {
  it('a saved event reads back into the form in its own zone, and unchanged is not dirty', () => {
    const event = makeEvent({ startsAt: Date.UTC(2026, 10, 29, 14, 30) / 1000, endsAt: Date.UTC(2026, 10, 29, 22, 0) / 1000, timeZone: 'America/Toronto' });
    const draft = draftFromEvent(event);
    expect(draft.startsAt).toBe('2026-11-29T09:30');
    expect(draft.endsAt).toBe('2026-11-29T17:00');
    expect(isDraftDirty(draft, draftFromEvent(event))).toBe(false);
    expect(isDraftDirty({ ...draft, venue: 'Hall B' }, draft)).toBe(true);
  });

  it('sends what the server contract accepts', () => {
    const draft = { ...newEventDraft(Date.UTC(2026, 0, 1) / 1000, 'Europe/Paris'), name: '  Harbour Summit  ', venue: ' Pier 4 ' };
    const checked = checkEventDraft(draft);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.details.name).toBe('Harbour Summit');
    expect(checked.details.venue).toBe('Pier 4');
    expect(checked.details.endsAt - checked.details.startsAt).toBe(8 * 3600);
    expect(eventDetailsInput.safeParse(checked.details).success).toBe(true);
  });

  it('names what is wrong, field by field', () => {
    const draft = newEventDraft(Date.UTC(2026, 0, 1) / 1000, 'UTC');
    const checked = checkEventDraft({ ...draft, name: 'A', endsAt: draft.startsAt.replace('09:00', '08:00'), themePrimary: 'chartreuse' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['endsAt', 'name', 'themePrimary']);
    expect(checked.errors.endsAt).toEqual(['The event must end after it starts.']);
  });
});

describe('what a switch adds to the menu', () => {
  it('is read off the real menu entries', () => {
    expect(menuLabelsFor('enableAttendeeList')).toEqual(['Attendees', 'Speakers']);
    expect(menuLabelsFor('enableBingo')).toEqual(['Networking Bingo']);
    // Polls follow the feedback switch, and both have a menu entry (issue 31, item 6).
    expect(menuLabelsFor('enableFeedback')).toEqual(['Polls', 'Feedback']);
    expect(visibleMenuLabels(allFlagsOff)).toEqual(['My Profile', 'Event Details']);
  });
});
