import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportProgramPreview } from '#shared/contracts/schedule-admin.ts';
import { ScheduleEditorPage } from '#client/features/schedule-editor/components/schedule-editor-page.tsx';
import { programCsvHeader } from '#client/features/schedule-editor/program-csv.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { editorData, eventId, keynote, tokyoEvent } from './schedule-fixtures.ts';

const badCsv = `${programCsvHeader}\nKaraoke,,Main hall,,2026-11-22,09:15,10:00,\nQuiz,,,,2026-11-31,20:00,21:00,nobody@example.com`;
const goodCsv = `${programCsvHeader}\nKaraoke,,Main hall,,2026-11-22,09:15,10:00,\nOpening keynote,New text,Main hall,,2026-11-22,09:00,10:00,`;

const withErrors: ImportProgramPreview = {
  rows: [
    { row: 1, title: 'Karaoke', outcome: 'new', errors: [] },
    { row: 2, title: 'Quiz', outcome: 'error', errors: ['Date "2026-11-31" is not a date like 2026-05-14', 'Speaker nobody@example.com is not a member of this event'] },
  ],
  counts: { new: 1, update: 0, error: 1 },
  clashes: [{ kind: 'room', label: 'Main hall', sessionIds: [keynote.id, '5eed0000-0000-4000-8000-000000000777'] }],
};
const clean: ImportProgramPreview = {
  rows: [
    { row: 1, title: 'Karaoke', outcome: 'new', errors: [] },
    { row: 2, title: 'Opening keynote', outcome: 'update', errors: [] },
  ],
  counts: { new: 1, update: 1, error: 0 },
  clashes: [],
};

function fakeServer() {
  return {
    'event.byId': () => tokyoEvent(),
    'scheduleAdmin.editor': () => editorData(),
    'scheduleAdmin.importPreview': (input: unknown) => ((input as { csv: string }).csv.includes('Quiz') ? withErrors : clean),
    'scheduleAdmin.importCommit': () => clean,
  };
}

async function openImport() {
  const user = userEvent.setup();
  const view = await renderWithFakeTrpc(() => <ScheduleEditorPage eventId={eventId} />, fakeServer());
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  return { user, ...view };
}

describe('the programme import', () => {
  afterEach(() => vi.restoreAllMocks());

  it('previews pasted rows: per-row errors, counts and clashes, and no import while a row is wrong', async () => {
    const { user, calls } = await openImport();
    await user.click(screen.getByLabelText('Or paste the rows'));
    await user.paste(badCsv);
    await user.click(screen.getByRole('button', { name: 'Check the pasted rows' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/Fix this row/);
    expect(calls.filter((call) => call.path === 'scheduleAdmin.importPreview').map((call) => call.input)).toEqual([{ eventId, csv: badCsv }]);
    expect(within(screen.getByRole('list', { name: 'Import summary' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 new', '0 to update', '1 with errors']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // The row to fix comes first, with every one of its errors.
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2',
      'Quiz',
      'Error',
      'Date "2026-11-31" is not a date like 2026-05-14Speaker nobody@example.com is not a member of this event',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[2]?.textContent).toBe('New');
    expect(within(screen.getByRole('region', { name: 'Clashes after the import' })).getByText('Main hall: Opening keynote and a session from this file at the same time')).toBeTruthy();

    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    expect(document.getElementById(importButton.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/all or nothing/);
    expect(calls.some((call) => call.path === 'scheduleAdmin.importCommit')).toBe(false);
  });

  it('imports a clean file, all at once, and refreshes the list', async () => {
    const { user, calls } = await openImport();
    await user.upload(screen.getByLabelText(/Choose a CSV file/), new File([goodCsv], 'programme.csv', { type: 'text/csv' }));
    await screen.findByText(/Ready to import/);
    const editorReads = calls.filter((call) => call.path === 'scheduleAdmin.editor').length;
    await user.click(screen.getByRole('button', { name: 'Import 2 sessions' }));

    const done = await screen.findByText(/programme\.csv imported/);
    expect(done.closest('[role="status"]')?.textContent).toMatch(/1 added, 1 updated\. Attendees see the changes on their next sync\./);
    expect(calls.filter((call) => call.path === 'scheduleAdmin.importCommit').map((call) => call.input)).toEqual([{ eventId, csv: goodCsv }]);
    await waitFor(() => expect(calls.filter((call) => call.path === 'scheduleAdmin.editor').length).toBeGreaterThan(editorReads));
  });

  it('offers a template with the columns the server reads', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (created.push(blob), 'blob:template'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openImport();
    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    const text = await created[0]!.text();
    expect(text.split('\r\n')[0]).toBe('title,description,room,track,date,start,end,speakers,end date');
    // Its examples fall on the event's first day, in the event's zone.
    expect(text).toContain(',2026-11-22,22:00,01:00,');
  });
});
