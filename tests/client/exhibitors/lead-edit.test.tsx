import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lead } from '#shared/contracts/exhibitors.ts';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { LeadList } from '#client/features/exhibitors/components/lead-list.tsx';
import { overlayLeadEdits } from '#client/features/exhibitors/exhibitor-outbox.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { eventId, freshStore, makeOutbox, staff, trpcError } from '../offline/outbox-fakes.ts';

const standId = '00000000-0000-4000-8000-0000000000e1';
const lead = (id: string, note = 'Wants a demo', rating: number | null = 4): Lead => ({
  id,
  person: { visible: true, firstName: 'Ada', lastName: 'Lovelace', headline: 'Engineer', company: 'Analytical' },
  note,
  rating,
  scannedAt: 1,
  scannedBy: 'Sam Stand',
});

let sequence = 0;
const edit = (leadId: string, note: string, rating: number | null, state: OutboxEntry['state'] = 'pending'): OutboxEntry => {
  sequence += 1;
  return {
    id: `entry-${sequence}`,
    op: 'exhibitor.leadEdit',
    payload: { idempotencyKey: `key-${sequence}`, eventId, exhibitorId: standId, leadId, note, rating },
    idempotencyKey: `key-${sequence}`,
    accountId: staff,
    summary: 'Lead note and rating',
    createdAt: sequence,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: state === 'failed' ? { code: 'NOT_FOUND', message: 'This lead no longer exists' } : null,
    state,
    version: 1,
  };
};

describe('editing a lead’s note and rating', () => {
  it('shows the newest queued edit over the server’s lead, marked as waiting; a refused one is left out', () => {
    const [shown] = overlayLeadEdits([lead('l1')], [edit('l1', 'Call Monday', 2), edit('l1', 'Sent brochure', null)], standId);
    expect(shown).toMatchObject({ note: 'Sent brochure', rating: null, editPending: true });
    expect(overlayLeadEdits([lead('l1')], [edit('l1', 'Call Monday', 2, 'failed')], standId)[0]).toMatchObject({ note: 'Wants a demo', rating: 4, editPending: false });
  });

  it('edits from the list: the form starts from the lead, and Save hands over the new note and rating', async () => {
    const onEdit = vi.fn(async () => undefined);
    render(<LeadList leads={[lead('l1')]} onEdit={onEdit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit note and rating: Ada Lovelace' }));
    const note = screen.getByLabelText('Note');
    expect((note as HTMLTextAreaElement).value).toBe('Wants a demo');
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.clear(note);
    await userEvent.type(note, '  Follow up Monday ');
    await userEvent.click(screen.getByRole('radio', { name: 'No rating' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }), { note: 'Follow up Monday', rating: null });
    expect(screen.queryByLabelText('Note')).toBeNull();
  });

  it('keeps the form and says why when the phone could not keep the edit', async () => {
    render(<LeadList leads={[lead('l1')]} onEdit={async () => Promise.reject(new Error('This phone has no room left'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit note and rating: Ada Lovelace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('no room');
    expect(screen.getByLabelText('Note')).toBeTruthy();
  });

  it('sends a queued edit once through exhibitors.updateLead, and keeps a refused one with its reason', async () => {
    const calls: unknown[] = [];
    let refuse = false;
    const client = {
      exhibitors: {
        updateLead: {
          mutate: vi.fn(async (input: Record<string, unknown>) => {
            calls.push(input);
            if (refuse) throw trpcError('NOT_FOUND', 'This lead no longer exists');
            return { ...lead(String(input.leadId)), note: input.note, rating: input.rating };
          }),
        },
      },
    } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    const payload = { idempotencyKey: 'edit-0001', eventId, exhibitorId: standId, leadId: 'l1', note: 'Call Monday', rating: 2 };
    await offline.enqueue('exhibitor.leadEdit', payload, { summary: 'edit', accountId: staff, idempotencyKey: 'edit-0001' });
    await makeOutbox({ store, client }).kick();
    expect(calls).toEqual([payload]);
    expect((await store.read()).entries).toEqual([]);

    refuse = true;
    await offline.enqueue('exhibitor.leadEdit', { ...payload, idempotencyKey: 'edit-0002' }, { summary: 'edit', accountId: staff, idempotencyKey: 'edit-0002' });
    await makeOutbox({ store, client }).kick();
    expect((await store.read()).entries[0]).toMatchObject({ state: 'failed', lastError: { message: 'This lead no longer exists' } });
  });
});
