import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { ConnectionsPage } from '#client/features/connections/components/connections-page.tsx';
import { useSessionStore } from '#client/stores/session-store.ts';
import { makeAccount } from '../helpers/factories.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { makeConnection } from './factories.ts';
import { createCodeSigner } from './signed-codes.ts';

const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), entries: [] as unknown[] }));
vi.mock('#client/offline/outbox.ts', () => ({
  OutboxFullError: class OutboxFullError extends Error {},
  newIdempotencyKey: () => `key-${Math.random().toString(36).slice(2, 12)}`,
  enqueue: outbox.enqueue,
  subscribeOutboxResults: () => () => {},
}));
vi.mock('#client/offline/use-outbox.ts', () => ({ useOutbox: () => ({ entries: outbox.entries }) }));
// The sync status (Retry / Discard) has its own tests with the outbox.
vi.mock('#client/components/outbox/outbox-status.tsx', () => ({ OutboxStatus: () => <p>Sync status</p> }));
const download = vi.hoisted(() => vi.fn());
vi.mock('#client/lib/download-file.ts', () => ({ downloadTextFile: download }));

const me = makeAccount();
const ada = makeConnection({
  person: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', headline: 'Mathematician' },
  connectedAt: 1_795_000_000_000,
  event: { id: '5eed0000-0000-4000-8000-000000000001', name: 'Northern Lights Summit' },
});
const grace = makeConnection({
  person: { firstName: 'Grace', lastName: 'Hopper', company: 'US Navy', headline: 'Compiler pioneer', handle: 'grace' },
  connectedAt: 1_795_100_000_000,
  note: 'Talked about COBOL',
});

function entry(op: OutboxEntry['op'], payload: unknown, id: string): OutboxEntry {
  return { id, op, payload, idempotencyKey: `key-${id}`, accountId: me.id, summary: op, createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', version: 1 };
}

beforeEach(() => {
  outbox.enqueue.mockReset();
  outbox.enqueue.mockImplementation(async (op: string, payload: unknown) => entry(op as OutboxEntry['op'], payload, 'new'));
  outbox.entries = [];
  download.mockReset();
  useSessionStore.setState({ authenticated: true, account: me, verified: true });
});

const render = (url = '/me/connections', handlers = {}) =>
  renderWithFakeTrpc(() => <ConnectionsPage />, { 'connection.list': () => ({ connections: [ada, grace] }), ...handlers }, url);

const names = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('/me/connections', () => {
  it('lists connections newest first with headline, company and where we met', async () => {
    await render();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(names()).toEqual(['Grace Hopper', 'Ada Lovelace']);
    const card = within(screen.getByRole('article', { name: 'Ada Lovelace' }));
    expect(card.getByText('Mathematician')).toBeTruthy();
    expect(card.getByText('Analytical Engines')).toBeTruthy();
    expect(card.getByText(/^Met at Northern Lights Summit · /)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByText('Talked about COBOL')).toBeTruthy();
  });

  it('filters by name, company, headline and note, keeping the text in the URL', async () => {
    const user = userEvent.setup();
    const view = await render();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    const search = screen.getByRole('searchbox', { name: 'Search connections' });
    await user.type(search, 'cobol');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    expect(view.router.state.location.search).toMatchObject({ q: 'cobol' });
    await user.clear(search);
    await user.type(search, 'engines');
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace']));
    await user.clear(search);
    await user.type(search, 'pioneer');
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
    await user.clear(search);
    await user.type(search, 'nobody');
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
  });

  it('reads the search from the URL', async () => {
    await render('/me/connections?q=lovelace');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(names()).toEqual(['Ada Lovelace']);
    expect((screen.getByRole('searchbox', { name: 'Search connections' }) as HTMLInputElement).value).toBe('lovelace');
  });

  it('saves a private note through the outbox', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Add a note about Ada Lovelace' }));
    await user.type(screen.getByRole('textbox', { name: 'Private note about Ada Lovelace' }), '  Send the engine diagrams  ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(outbox.enqueue).toHaveBeenCalledTimes(1));
    const [op, payload, options] = outbox.enqueue.mock.calls[0]!;
    expect(op).toBe('connection.note');
    expect(payload).toEqual({ idempotencyKey: options.idempotencyKey, accountId: ada.person.accountId, note: 'Send the engine diagrams' });
    expect(options.accountId).toBe(me.id);
    expect(await within(screen.getByRole('article', { name: 'Ada Lovelace' })).findByText('Saved')).toBeTruthy();
  });

  it('shows queued scans at the top and queued notes as waiting to sync', async () => {
    const signer = await createCodeSigner();
    const code = await signer.sign({ accountId: '5eed0000-0000-4000-8000-0000000000c9', version: 1 });
    outbox.entries = [
      entry('connection.create', { idempotencyKey: 'key-scan', code, scannedAt: 1_795_200_000_000, eventId: null }, 's1'),
      entry('connection.note', { idempotencyKey: 'key-note', accountId: ada.person.accountId, note: 'Offline thought' }, 'n1'),
    ];
    await render();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    const queued = screen.getByRole('region', { name: 'Waiting to sync' });
    expect(within(queued).getByText('New connection')).toBeTruthy();
    const card = within(screen.getByRole('article', { name: 'Ada Lovelace' }));
    expect(card.getByText('Offline thought')).toBeTruthy();
    expect(card.getByRole('status').textContent).toBe('Waiting to sync');
  });

  it('exports every connection as a vCard file', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Export vCard' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [filename, text, type] = download.mock.calls[0]!;
    expect(filename).toBe('hallway-connections.vcf');
    expect(type).toMatch(/^text\/vcard/);
    expect(text.match(/BEGIN:VCARD/g)).toHaveLength(2);
    expect(text).toContain('FN:Grace Hopper');
    expect(text).toContain(`URL:${window.location.origin}/profile/grace`);
  });

  it('removes a connection after a confirmation', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(() => ({ ok: true }));
    await render('/me/connections', { 'connection.remove': remove });
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ accountId: ada.person.accountId }));
    await waitFor(() => expect(names()).toEqual(['Grace Hopper']));
  });

  it('says there are none yet', async () => {
    await renderWithFakeTrpc(() => <ConnectionsPage />, { 'connection.list': () => ({ connections: [] }) });
    expect(await screen.findByText('No connections yet')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export vCard' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
