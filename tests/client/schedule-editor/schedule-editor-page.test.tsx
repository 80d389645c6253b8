import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Clash } from '#shared/contracts/schedule-admin.ts';
import { eventRoleGrants } from '#shared/rules/permissions.ts';
import { ScheduleEditorPage } from '#client/features/schedule-editor/components/schedule-editor-page.tsx';
import { useAlertsStore } from '#client/stores/alerts-store.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { editorData, eventId, grace, hack, keynote, session, tokyo, tokyoEvent, zodRefusal } from './schedule-fixtures.ts';

type SaveInput = { eventId: string; sessionId?: string; session: Record<string, unknown> };

function fakeServer({ saveClashes = [] as Clash[], refuseSave = null as Error | null } = {}) {
  return {
    'event.byId': () => tokyoEvent(),
    'scheduleAdmin.editor': () => editorData(),
    'scheduleAdmin.save': (input: unknown) => {
      if (refuseSave) throw refuseSave;
      const { sessionId, session: draft } = input as SaveInput;
      const saved = session('99', String(draft.title), Number(draft.startsAt), Number(draft.endsAt));
      return { session: { ...saved, id: sessionId ?? saved.id }, clashes: saveClashes.map((clash) => ({ ...clash, sessionIds: [sessionId ?? saved.id, clash.sessionIds[1]] })) };
    },
    'scheduleAdmin.remove': () => ({ ok: true }),
  };
}

const setField = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const savesOf = (calls: Array<{ path: string; input: unknown }>) => calls.filter((call) => call.path === 'scheduleAdmin.save').map((call) => call.input as SaveInput);

describe('the schedule editor', () => {
  afterEach(() => useAlertsStore.getState().clear());

  it('lists sessions by day on the event’s calendar, with their times there', async () => {
    await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    const sunday = await screen.findByRole('region', { name: /^Sun, Nov 22/ });
    const monday = screen.getByRole('region', { name: /^Mon, Nov 23/ });
    expect(within(sunday).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Opening keynote', 'Rust workshop', 'Late-night hack']);
    // 08:00 in Tokyo is the 22nd in UTC, yet it is on the 23rd's list.
    expect(within(monday).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Breakfast panel']);
    const hackItem = screen.getByRole('article', { name: 'Late-night hack' });
    expect(hackItem.textContent).toContain('23:30–01:00, next day');
    const keynoteItem = screen.getByRole('article', { name: 'Opening keynote' });
    expect(keynoteItem.textContent).toContain('09:00–10:00');
    expect(keynoteItem.textContent).toContain('Main hall · Plenary');
    expect(keynoteItem.textContent).toContain('Ada Lovelace');
    const note = screen.getByText(/Attendees see changes on their next sync/);
    // The schedule is still switched off for attendees (organizers build it before they show it).
    expect(note.textContent).toMatch(/hidden from attendees until you switch it on under Features/);
    expect(within(note).getByRole('link', { name: 'Features' }).getAttribute('href')).toBe(`/event/${eventId}/console/features`);
  });

  it('warns of clashes on both sessions, and counts them at the top', async () => {
    await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    expect(await screen.findByText('2 clashes')).toBeTruthy();
    const badges = (title: string) => within(within(screen.getByRole('article', { name: title })).getByRole('list', { name: 'Clashes' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(badges('Opening keynote')).toEqual(['Same room as Rust workshop', 'Ada Lovelace speaks at the same time in Rust workshop']);
    expect(badges('Rust workshop')).toEqual(['Same room as Opening keynote', 'Ada Lovelace speaks at the same time in Opening keynote']);
    expect(within(screen.getByRole('article', { name: 'Breakfast panel' })).queryByRole('list', { name: 'Clashes' })).toBeNull();
  });

  it('adds a session past midnight in the event’s zone: the right UTC seconds, and the clash as a warning', async () => {
    const user = userEvent.setup();
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer({ saveClashes: [{ kind: 'room', label: 'Lab', sessionIds: ['', hack.id] }] }));
    await user.click(await screen.findByRole('button', { name: 'Add a session' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a session' });
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-22');
    await user.type(within(dialog).getByLabelText('Title'), 'Karaoke');
    setField('Start', '23:00');
    setField('End', '01:30');
    expect(within(dialog).getByText('Past midnight: ends on Mon, Nov 23.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Room'), 'Lab');
    await user.click(within(dialog).getByRole('button', { name: 'Add Grace Hopper' }));
    expect(within(within(dialog).getByRole('list', { name: 'Chosen speakers' })).getByText('Grace Hopper')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(savesOf(calls)).toEqual([
      {
        eventId,
        session: { title: 'Karaoke', description: '', room: 'Lab', track: '', startsAt: tokyo(11, 22, 23), endsAt: tokyo(11, 23, 1, 30), speakerAttendeeIds: [grace.attendeeId] },
      },
    ]);
    const notice = screen.getByText('Karaoke is saved, but it clashes').closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('Same room as Late-night hack');
    expect(calls.filter((call) => call.path === 'scheduleAdmin.editor').length).toBeGreaterThan(1);
  });

  it('edits a session as it reads on the event’s clock and sends it back in UTC seconds', async () => {
    const user = userEvent.setup();
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Edit Late-night hack' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Late-night hack' });
    expect(['Date', 'Start', 'End'].map((label) => (within(dialog).getByLabelText(label) as HTMLInputElement).value)).toEqual(['2026-11-22', '23:30', '01:00']);
    setField('End', '02:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(savesOf(calls)).toHaveLength(1));
    expect(savesOf(calls)[0]).toMatchObject({ eventId, sessionId: hack.id, session: { title: 'Late-night hack', room: 'Lab', startsAt: tokyo(11, 22, 23, 30), endsAt: tokyo(11, 23, 2) } });
  });

  it('adds a session over several days with an end date', async () => {
    const user = userEvent.setup();
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Add a session' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a session' });
    await user.type(within(dialog).getByLabelText('Title'), 'Hackathon');
    setField('Start', '09:00');
    setField('End', '17:00');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Runs over several days' }));
    expect((within(dialog).getByLabelText('End date') as HTMLInputElement).value).toBe('2026-11-23');
    setField('End date', '2026-11-24');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(savesOf(calls)).toHaveLength(1));
    expect(savesOf(calls)[0]!.session).toMatchObject({ title: 'Hackathon', startsAt: tokyo(11, 22, 9), endsAt: tokyo(11, 24, 17) });
  });

  it('checks the form before sending: no title, or an end equal to the start', async () => {
    const user = userEvent.setup();
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Add a session' }));
    setField('End', '09:00');
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give the session a title.')).toBeTruthy();
    expect(screen.getByText('The session must end after it starts.')).toBeTruthy();
    expect(savesOf(calls)).toEqual([]);
  });

  it('shows the server’s field errors under their fields and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const refusal = zodRefusal('session.speakerAttendeeIds', 'Every speaker must be a member of this event', { session: ['Every speaker must be a member of this event'] });
    await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer({ refuseSave: refusal }));
    await user.click(await screen.findByRole('button', { name: 'Edit Opening keynote' }));
    await user.click(screen.getByRole('button', { name: 'Save session' }));
    const speakers = await screen.findByRole('group', { name: 'Speakers' });
    expect(within(speakers).getByText('Every speaker must be a member of this event')).toBeTruthy();
    expect(speakers.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need another look.');
    expect(screen.getByRole('dialog', { name: 'Edit Opening keynote' })).toBeTruthy();
  });

  it('removes a session only after asking', async () => {
    const user = userEvent.setup();
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
    await user.click(await screen.findByRole('button', { name: 'Remove Opening keynote' }));
    const question = screen.getByRole('alertdialog', { name: 'Remove Opening keynote?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === 'scheduleAdmin.remove')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Opening keynote' }));
    await user.click(screen.getByRole('button', { name: 'Remove session' }));
    await waitFor(() => expect(calls.filter((call) => call.path === 'scheduleAdmin.remove').map((call) => call.input)).toEqual([{ eventId, sessionId: keynote.id }]));
    await waitFor(() => expect(useAlertsStore.getState().alerts.map((alert) => alert.title)).toEqual(['Opening keynote removed']));
  });

  it('is not offered to someone who may not change the programme', async () => {
    const { calls } = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, {
      ...fakeServer(),
      'event.byId': () => tokyoEvent({ viewerPermissions: [...eventRoleGrants.staff] }),
    });
    expect(await screen.findByText(/Only organizers who may change the programme/)).toBeTruthy();
    expect(calls.some((call) => call.path === 'scheduleAdmin.editor')).toBe(false);
  });
});
