import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import { MeetingsConsolePage } from '#client/features/event-console/components/meetings-console-page.tsx';
import { forgetUnsavedMeetingDraft } from '#client/features/event-console/meeting-draft-memory.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const timeZone = 'America/Toronto';
// 23 Nov 2026 09:00 to 24 Nov 2026 17:00 in Toronto (UTC−5).
const event = (overrides: Partial<HallwayEvent> = {}) =>
  makeEvent({
    id: eventId,
    timeZone,
    startsAt: Date.UTC(2026, 10, 23, 14) / 1000,
    endsAt: Date.UTC(2026, 10, 24, 22) / 1000,
    enableMeetings: true,
    viewerPermissions: [...eventRoleGrants.organizer],
    ...overrides,
  });

const seeded: MeetingSettings = {
  windows: [{ date: '2026-11-23', from: '10:00', to: '12:00' }],
  slotMinutes: 20,
  placeKind: 'tables',
  areaName: 'Meeting lounge',
  meetingPoint: '',
  tables: [
    { number: 1, capacity: 1 },
    { number: 2, capacity: 2 },
  ],
  dailyRequestLimit: 10,
  whoMayRequest: 'everyone',
};

const counts = { requested: 4, pending: 2, accepted: 2, declined: 0, cancelled: 0, held: 1, noShows: 0 };
const tenTwenty = Date.UTC(2026, 10, 23, 15, 20) / 1000;
const plan = {
  placeKind: 'tables' as const,
  areaName: 'Meeting lounge',
  meetingPoint: '',
  timeZone,
  slots: [
    {
      startsAt: tenTwenty,
      endsAt: tenTwenty + 1200,
      meetings: [
        { meetingId: '5eed0000-0000-4000-8000-00000000c001', tableNumber: 1, people: ['Mei Tan', 'Dana Demo'], held: true },
        { meetingId: '5eed0000-0000-4000-8000-00000000c002', tableNumber: 2, people: ['Amara Obi', 'Kenji Sato'], held: false },
      ],
    },
  ],
};

type Refusal = Error | null;

function fakeServer(start: HallwayEvent, { refuse = null as Refusal, delayMs = 0 } = {}) {
  let settings = { ...seeded, enabled: start.enableMeetings, timeZone };
  return {
    current: () => settings,
    handlers: {
      'event.byId': () => start,
      'meetings.settings': () => settings,
      'meetings.counts': () => counts,
      'meetings.tablePlan': () => plan,
      'meetings.updateSettings': async (input: unknown) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refuse) throw refuse;
        settings = { ...(input as { settings: MeetingSettings }).settings, enabled: start.enableMeetings, timeZone };
        return settings;
      },
    },
  };
}

const badRequest = (message: string, fieldPaths: Record<string, string[]>) =>
  TRPCClientError.from({ error: { message, code: -32600, data: { code: 'BAD_REQUEST', fieldPaths } } });

const windowGroup = (n: number) => screen.getByRole('group', { name: `Window ${n}` });

describe('console › Meetings', () => {
  afterEach(() => forgetUnsavedMeetingDraft(eventId));

  it('shows the counts, the saved windows, slot length, tables and rules, and the table plan', async () => {
    const server = fakeServer(event());
    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    expect(await screen.findByText('Attendees can request meetings with each other in the windows below.', { exact: false })).toBeTruthy();
    await screen.findByText('Requested');
    const figures = screen.getByRole('region', { name: 'Meetings so far' });
    expect(within(figures).getByText('Requested').nextElementSibling?.textContent).toBe('4');
    expect(within(figures).getByText('Held ("We met")').nextElementSibling?.textContent).toBe('1');

    expect(within(windowGroup(1)).getByLabelText('Day')).toHaveProperty('value', '2026-11-23');
    expect(within(windowGroup(1)).getByLabelText('From')).toHaveProperty('value', '10:00');
    expect(within(windowGroup(1)).getByLabelText('To')).toHaveProperty('value', '12:00');
    expect(screen.getByRole('radio', { name: '20 min' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Numbered tables' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Meeting area')).toHaveProperty('value', 'Meeting lounge');
    expect(within(screen.getByRole('list', { name: 'Tables' })).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByLabelText('Requests per attendee per day')).toHaveProperty('value', '10');
    expect(screen.getByText('All changes saved.')).toBeTruthy();

    const table = await within(screen.getByRole('region', { name: 'Table plan' })).findByRole('table', { name: 'Mon 23 Nov, 10:20–10:40' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Table 1Mei Tan & Dana DemoHeld', expect.stringMatching(/^Table 2Amara Obi & Kenji Sato(No-show|Booked)$/)]);
  });

  it('says when meetings are off, with the way to Features', async () => {
    const server = fakeServer(event({ enableMeetings: false }));
    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    expect(await screen.findByText('1:1 meetings are switched off:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'switch them on under Features' }).getAttribute('href')).toBe(`/event/${eventId}/console/features`);
  });

  it('adds a window and changes the slot length, saves them ("Saving…", then "Saved.") and keeps them', async () => {
    const user = userEvent.setup();
    const server = fakeServer(event(), { delayMs: 150 });
    const { calls } = await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    const added = windowGroup(2);
    expect(document.activeElement).toBe(within(added).getByLabelText('Day'));
    await user.clear(within(added).getByLabelText('Day'));
    await user.type(within(added).getByLabelText('Day'), '2026-11-24');
    await user.clear(within(added).getByLabelText('From'));
    await user.type(within(added).getByLabelText('From'), '14:00');
    await user.clear(within(added).getByLabelText('To'));
    await user.type(within(added).getByLabelText('To'), '16:30');
    await user.click(screen.getByRole('radio', { name: '30 min' }));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saving…')).toBeTruthy();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const sent = calls.filter((call) => call.path === 'meetings.updateSettings').map((call) => call.input);
    expect(sent).toEqual([
      {
        eventId,
        settings: {
          ...seeded,
          windows: [...seeded.windows, { date: '2026-11-24', from: '14:00', to: '16:30' }],
          slotMinutes: 30,
        },
      },
    ]);
    expect(within(windowGroup(2)).getByLabelText('To')).toHaveProperty('value', '16:30');
    expect(screen.getByRole('radio', { name: '30 min' })).toHaveProperty('checked', true);
  });

  it('a window that ends before it starts is named on its To field, focused, and nothing is sent', async () => {
    const user = userEvent.setup();
    const server = fakeServer(event());
    const { calls } = await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    const to = within(await screen.findByRole('group', { name: 'Window 1' })).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Some fields need another look.');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe('A window must end after it starts');
    expect(document.activeElement).toBe(to);
    expect(calls.some((call) => call.path === 'meetings.updateSettings')).toBe(false);
  });

  it('checks days, table numbers and the limit before sending', async () => {
    const user = userEvent.setup();
    const server = fakeServer(event());
    const { calls } = await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    const day = within(await screen.findByRole('group', { name: 'Window 1' })).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-12-01');
    const tables = within(screen.getByRole('list', { name: 'Tables' })).getAllByLabelText('Number');
    await user.clear(tables[1]!);
    await user.type(tables[1]!, '1');
    const limit = screen.getByLabelText('Requests per attendee per day');
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Choose a day of the event (2026-11-23 to 2026-11-24)')).toBeTruthy();
    expect(screen.getByText('Each table has its own number')).toBeTruthy();
    expect(screen.getByText('Enter the limit as a number')).toBeTruthy();
    expect(calls.some((call) => call.path === 'meetings.updateSettings')).toBe(false);
  });

  it('adds several tables at once, numbered on from the highest, and sends them as numbers', async () => {
    const user = userEvent.setup();
    const server = fakeServer(event());
    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    const howMany = await screen.findByLabelText('Tables to add');
    await user.clear(howMany);
    await user.type(howMany, '3');
    await user.click(screen.getByRole('button', { name: 'Add 3 tables' }));
    const numbers = within(screen.getByRole('list', { name: 'Tables' })).getAllByLabelText('Number');
    expect(numbers.map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    expect(document.activeElement).toBe(numbers[2]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(server.current().tables).toEqual([1, 2, 3, 4, 5].map((number) => ({ number, capacity: number === 1 ? 1 : 2 })));
  });

  it('a refused save keeps what was typed and shows the server’s words on the field', async () => {
    const user = userEvent.setup();
    const refusal = badRequest("Meeting windows must fall on the event's dates (2026-11-23 to 2026-11-24)", {
      'settings.windows.0.date': ["Meeting windows must fall on the event's dates (2026-11-23 to 2026-11-24)"],
    });
    const server = fakeServer(event(), { refuse: refusal });
    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    const area = await screen.findByLabelText('Meeting area');
    await user.clear(area);
    await user.type(area, 'Hall B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const day = within(windowGroup(1)).getByLabelText('Day');
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toMatch(/^Some fields need another look\./);
    expect(screen.getByLabelText('Meeting area')).toHaveProperty('value', 'Hall B');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    expect(server.current().areaName).toBe('Meeting lounge');
  });

  it('offline, a save fails at once, says so and keeps what was typed; so does leaving the tab and coming back', async () => {
    const user = userEvent.setup();
    const server = fakeServer(event(), { refuse: new TypeError('Failed to fetch') });
    const first = await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    const point = await screen.findByRole('radio', { name: 'Anywhere' });
    await user.click(point);
    await user.type(screen.getByLabelText('Meeting point'), 'By the coffee bar');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not reach the server, so nothing changed. Check your connection and try again.');
    expect(screen.getByLabelText('Meeting point')).toHaveProperty('value', 'By the coffee bar');
    first.unmount();

    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    expect(await screen.findByLabelText('Meeting point')).toHaveProperty('value', 'By the coffee bar');
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  it('prints the plan', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const server = fakeServer(event());
    await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    await user.click(await screen.findByRole('button', { name: 'Print the plan' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('is for those who may set meetings up', async () => {
    const server = fakeServer(event({ viewerPermissions: [...eventRoleGrants.staff] }));
    const { calls } = await renderWithFakeTrpc(() => <MeetingsConsolePage eventId={eventId} />, server.handlers);
    expect(await screen.findByText(/Only organizers can set up 1:1 meetings/)).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['event.byId']);
  });
});
