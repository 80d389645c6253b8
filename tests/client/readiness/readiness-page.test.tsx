import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Readiness } from '#shared/contracts/readiness.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import { ReadinessPage } from '#client/features/readiness/components/readiness-page.tsx';
import { ageText, durationText, kilobytesText } from '#client/features/readiness/readiness-text.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const now = Date.UTC(2026, 10, 25, 9, 0);
const minute = 60_000;

const readiness: Readiness = {
  eventId,
  generatedAt: now,
  features: [
    {
      flag: 'enableSchedule',
      name: 'Schedule',
      offline: 'yes',
      reason: 'Sessions are on the phone.',
      items: 312,
      itemsLabel: 'sessions',
      data: { storedBytes: 412_345, transferBytes: 61_000, transferEstimated: false },
      images: { count: 40, bytes: 320_000, estimated: false },
      changedAt: now - 5 * minute,
    },
    {
      flag: 'enableBingo',
      name: 'Networking bingo',
      offline: 'partly',
      reason: 'Each card must have been opened once.',
      items: null,
      itemsLabel: null,
      data: { storedBytes: 0, transferBytes: 0, transferEstimated: false },
      images: { count: 0, bytes: 0, estimated: false },
      changedAt: null,
    },
  ],
  appShell: { files: 42, storedBytes: 1_200_000, transferBytes: 400_000, compiledCodeBytes: 700_000 },
  totals: { storedBytes: 1_932_345, transferBytes: 781_000, downloadSeconds: 6.2 },
  phones: { saved: 120, current: 100, syncedWithinHour: 30, syncedWithinDay: 110, lastReportAt: now - 2 * minute, members: 300 },
  doors: {
    devices: [
      { label: 'Gate A', lastSyncAt: now - 3 * minute, pendingScans: 4, rosterBehind: true },
      { label: 'Gate B', lastSyncAt: now - minute, pendingScans: null, rosterBehind: false },
    ],
    membersChangedAt: now - 2 * minute,
    pendingScans: 4,
  },
  checklist: [
    { id: 'roster-behind', level: 'problem', text: '1 door device holds a roster older than the last change.' },
    { id: 'phones', level: 'ok', text: '120 phones have the event saved.' },
  ],
};

function render(permissions: readonly string[], answer: Readiness = readiness) {
  const event = makeEvent({ id: eventId, viewerPermissions: [...permissions] as never });
  return renderWithFakeTrpc(() => <ReadinessPage eventId={eventId} />, {
    'event.byId': () => event,
    'readiness.get': () => answer,
  });
}

describe("the organizers' offline readiness page", () => {
  it('shows what each phone holds, how many phones have it, the doors, the checklist and each feature', async () => {
    await render(eventRoleGrants.organizer);
    const total = await screen.findByTestId('readiness-total');
    expect(total.textContent).toBe('1,932 kB');
    expect(total.dataset.bytes).toBe('1932345');
    expect(screen.getByText('First download about 6 seconds at 1 Mbit/s (781 kB sent)')).toBeTruthy();
    expect(screen.getByTestId('readiness-phones').textContent).toBe('120 of 300 members');
    expect(screen.getByText('100 phones up to date (every part synced since the last change) · 30 synced in the last hour · last 2 minutes ago')).toBeTruthy();
    expect(screen.getByText('Counted for 30 days after a phone’s last sync: a phone keeps a saved event that long after it was last opened.')).toBeTruthy();

    const checklist = screen.getByRole('region', { name: 'Before the doors open' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.level)).toEqual(['problem', 'ok']);
    expect(within(items[0]!).getByText('Problem:')).toBeTruthy();

    const features = screen.getByRole('region', { name: 'Features at the venue without a network' });
    const schedule = within(features).getByRole('listitem', { name: 'Schedule' });
    expect(within(schedule).getByText('Works offline')).toBeTruthy();
    expect(within(schedule).getByText('312 sessions')).toBeTruthy();
    expect(within(schedule).getByText('412 kB')).toBeTruthy();
    expect(within(schedule).getByText('40 pictures · 320 kB')).toBeTruthy();
    expect(within(schedule).getByText('5 minutes ago')).toBeTruthy();
    const bingo = within(features).getByRole('listitem', { name: 'Networking bingo' });
    expect(within(bingo).getByText('Partly offline')).toBeTruthy();
    expect(within(bingo).getByText('Opened pages only')).toBeTruthy();
    expect(within(features).getByText(/^42 files kept by the browser/)).toBeTruthy();

    const doors = screen.getByRole('region', { name: 'Door devices' });
    expect(within(doors).getByText('Roster from 3 minutes ago · 4 scans waiting')).toBeTruthy();
    expect(within(doors).getByText('Roster from 1 minute ago · unsent scans not reported')).toBeTruthy();
    expect(within(doors).getAllByText(/^Older than the last change/)).toHaveLength(1);

    expect(screen.getByRole('button', { name: 'Preview offline as an attendee' })).toBeTruthy();
  });

  it('says "about" for what is sent when a feed was counted in the database rather than built', async () => {
    const [schedule, ...rest] = readiness.features;
    await render(eventRoleGrants.organizer, { ...readiness, features: [{ ...schedule!, data: { ...schedule!.data, transferEstimated: true } }, ...rest] });
    expect(await screen.findByText('First download about 6 seconds at 1 Mbit/s (about 781 kB sent)')).toBeTruthy();
  });

  it('tells someone who does not run the event that it is for organizers', async () => {
    await render(eventRoleGrants.attendee);
    expect(await screen.findByText('Only the event’s organizers see its offline readiness.')).toBeTruthy();
  });
});

describe('readiness words', () => {
  it('sizes in kB, durations and ages', () => {
    expect(kilobytesText(0)).toBe('0 kB');
    expect(kilobytesText(999)).toBe('under 1 kB');
    expect(kilobytesText(12_345_678)).toBe('12,346 kB');
    expect(durationText(0.4)).toBe('under a second');
    expect(durationText(200)).toBe('about 3 minutes');
    expect(durationText(3900)).toBe('about 1 hour 5 minutes');
    expect(ageText(null, now)).toBe('never');
    expect(ageText(now - 10_000, now)).toBe('just now');
    expect(ageText(now - 26 * 60 * minute, now)).toBe('1 day ago');
  });
});
