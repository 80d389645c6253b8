import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '#shared/contracts/people.ts';
import { CsvImportFlow } from '#client/features/people/components/csv-import-flow.tsx';
import { ImportPreviewView } from '#client/features/people/components/import-preview-view.tsx';
import { importReadiness } from '#client/features/people/import-readiness.ts';

type Row = ImportPreview['rows'][number];

function previewOf(rows: Row[]): ImportPreview {
  const counts = { new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return { rows, counts };
}

const ok = (row: number, email: string, outcome: Row['outcome'] = 'new'): Row => ({ row, email, outcome, errors: [] });
const bad = (row: number, email: string, ...errors: string[]): Row => ({ row, email, outcome: 'error', errors });

const withErrors = previewOf([
  ok(1, 'ada@example.com'),
  bad(2, 'not-an-email', 'Enter a valid email address'),
  ok(3, 'grace@example.com', 'update'),
  bad(4, 'alan@example.com', 'Unknown role "wizard": use attendee, speaker, exhibitor, staff, organizer'),
  ok(5, 'kat@example.com', 'unchanged'),
]);
const clean = previewOf([ok(1, 'ada@example.com'), ok(2, 'grace@example.com', 'update'), ok(3, 'alan@example.com'), ok(4, 'kat@example.com', 'unchanged')]);
const nothingNew = previewOf([ok(1, 'ada@example.com', 'unchanged'), ok(2, 'grace@example.com', 'unchanged')]);

function renderPreview(preview: ImportPreview, overrides: Partial<Parameters<typeof ImportPreviewView>[0]> = {}) {
  const props = { fileName: 'people.csv', preview, importing: false, onImport: vi.fn(), onChooseFile: vi.fn(), onCancel: vi.fn(), ...overrides };
  render(<ImportPreviewView {...props} />);
  return props;
}

describe('import readiness', () => {
  it('blocks a file with any bad row, and a file that changes nobody', () => {
    expect(importReadiness(withErrors)).toEqual({ canImport: false, reason: 'errors', errorRows: 2 });
    expect(importReadiness(nothingNew)).toEqual({ canImport: false, reason: 'nothing' });
    expect(importReadiness(clean)).toEqual({ canImport: true, changes: 3 });
  });
});

describe('the CSV preview', () => {
  it('with bad rows: "Fix these 2 rows", Import disabled and explained, the problems listed first', async () => {
    const user = userEvent.setup();
    const { onImport } = renderPreview(withErrors);
    expect(screen.getByRole('alert').textContent).toMatch(/Fix these 2 rows/);
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    const why = document.getElementById(importButton.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(/Nothing is imported while a row has a problem/);
    await user.click(importButton);
    expect(onImport).not.toHaveBeenCalled();

    const summary = screen.getByRole('list', { name: 'Import summary' });
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 new', '1 to update', '1 unchanged', '2 with problems']);
    // The table opens on the problems, each with its message.
    expect(screen.getByRole('button', { name: 'Problems (2)' }).getAttribute('aria-pressed')).toBe('true');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['2', '4']);
    expect(rows[1]?.textContent).toMatch(/Unknown role "wizard"/);
  });

  it('one bad row reads "Fix this row"', () => {
    renderPreview(previewOf([ok(1, 'ada@example.com'), bad(2, '', 'Enter a valid email address')]));
    expect(screen.getByRole('alert').textContent).toMatch(/Fix this row/);
    expect(screen.getByRole('cell', { name: '(no email)' })).toBeTruthy();
  });

  it('a clean file: ready, and the button says how many people it imports', async () => {
    const user = userEvent.setup();
    const { onImport } = renderPreview(clean);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Ready to import\. 2 new people get an invitation email/);
    await user.click(screen.getByRole('button', { name: 'Import 3 people' }));
    expect(onImport).toHaveBeenCalledOnce();
    // Every row, with its outcome.
    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  });

  it('a file that changes nobody has nothing to import', () => {
    renderPreview(nothingNew);
    expect(screen.getByRole('status').textContent).toMatch(/Nothing to import/);
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
  });

  it('while importing, nothing can be clicked twice', () => {
    renderPreview(clean, { importing: true });
    expect(screen.getByRole('button', { name: 'Importing…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });
});

const csvFile = (text: string, name = 'people.csv') => new File([text], name, { type: 'text/csv' });

describe('the CSV import flow', () => {
  it('reads the chosen file, previews it, refuses the bad one, then imports the fixed one', async () => {
    const user = userEvent.setup();
    const onCheck = vi.fn(async (csv: string) => (csv.includes('wizard') ? withErrors : clean));
    const onImport = vi.fn(async () => clean);
    render(<CsvImportFlow onCheck={onCheck} onImport={onImport} />);

    expect(screen.getByRole('button', { name: /Download the template/ })).toBeTruthy();
    await user.upload(screen.getByLabelText(/Choose a CSV file/), csvFile('email,role\nalan@example.com,wizard'));
    await screen.findByText(/Fix these 2 rows/);
    expect(onCheck).toHaveBeenCalledWith('email,role\nalan@example.com,wizard');
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);

    await user.upload(screen.getByLabelText('Choose the fixed file'), csvFile('email,role\nalan@example.com,attendee', 'fixed.csv'));
    const importButton = await screen.findByRole('button', { name: 'Import 3 people' });
    await user.click(importButton);
    expect(onImport).toHaveBeenCalledWith('email,role\nalan@example.com,attendee');
    const done = await screen.findByRole('status');
    expect(done.textContent).toMatch(/fixed\.csv imported/);
    expect(done.textContent).toMatch(/2 invited .* 1 updated, 1 unchanged/);

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText(/Choose a CSV file/)).toBeTruthy();
  });

  it('says why a file was refused as a whole (the server message), and stays ready for another', async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('The file needs an "email" column in its first row'), { data: { code: 'BAD_REQUEST' } });
    render(<CsvImportFlow onCheck={vi.fn().mockRejectedValue(refusal)} onImport={vi.fn()} />);
    await user.upload(screen.getByLabelText(/Choose a CSV file/), csvFile('name\nAda', 'names.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe('names.csv: The file needs an "email" column in its first row');
    expect(screen.getByLabelText(/Choose a CSV file/)).toBeTruthy();
  });

  it('an empty file never reaches the server', async () => {
    const user = userEvent.setup();
    const onCheck = vi.fn();
    render(<CsvImportFlow onCheck={onCheck} onImport={vi.fn()} />);
    await user.upload(screen.getByLabelText(/Choose a CSV file/), csvFile('  \n', 'blank.csv'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('blank.csv is empty.'));
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('a commit refused by the server keeps the preview and shows why', async () => {
    const user = userEvent.setup();
    const refusal = Object.assign(new Error('Nothing was imported: 1 row has errors (row 2: Enter a valid email address)'), { data: { code: 'BAD_REQUEST' } });
    render(<CsvImportFlow onCheck={vi.fn().mockResolvedValue(clean)} onImport={vi.fn().mockRejectedValue(refusal)} />);
    await user.upload(screen.getByLabelText(/Choose a CSV file/), csvFile('email\nada@example.com'));
    await user.click(await screen.findByRole('button', { name: 'Import 3 people' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Nothing was imported: 1 row has errors/);
    expect(screen.getByRole('button', { name: 'Import 3 people' })).toHaveProperty('disabled', false);
  });
});
