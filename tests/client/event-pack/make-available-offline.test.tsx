import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { clear, createStore } from 'idb-keyval';
import { makeEventAvailableOffline } from '#client/lib/event-pack/download-pack.ts';
import { emptyPack, getPack, resetPackStore, usePackStore } from '#client/lib/event-pack/pack-store.ts';
import { formatBytes } from '#client/lib/event-pack/pack-size.ts';
import { OfflinePackPanel } from '#client/components/event-menu/offline-pack-panel.tsx';
import { offlineSummary } from '#client/components/event-menu/offline-pack-text.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makeMatch, makePerson, makeSession } from './pack-fakes.ts';

beforeEach(async () => {
  resetPackStore();
  await clear(createStore('hallway-event-packs', 'packs'));
  useEventStore.getState().clearActiveEvent();
});

describe('Make available offline', () => {
  it('downloads every part and says the event is available offline, then fetches each picture once with progress, and records the size', async () => {
    const people = [1, 2, 3].map((n) => makePerson(n, { picture: { src: `/uploads/thumb-${n}.webp` } }));
    const fake = fakePackApi({ sessions: [makeSession(1)], people, matches: [makeMatch(people[0]!)], agenda: [] });
    const summaries: string[] = [];
    const unsubscribe = usePackStore.subscribe((state) => {
      const summary = offlineSummary(state.packs[eventId]?.meta ?? null, state.status[eventId]?.pictures ?? null) ?? 'none';
      if (summaries.at(-1) !== summary) summaries.push(summary);
    });
    let offlineWhenPicturesStarted: unknown = 'not asked';
    const warm = vi.fn(async (sources: readonly string[], onProgress?: (done: number, total: number) => void) => {
      // The event's data is kept (and said to be) before the first picture is asked for.
      offlineWhenPicturesStarted = getPack(eventId).meta?.offline;
      sources.forEach((_, i) => onProgress?.(i + 1, sources.length));
      return { bytes: 1_200_000, images: sources.length };
    });
    const result = await makeEventAvailableOffline(eventId, { api: fake.api, pendingAgenda: async () => [], warm });
    unsubscribe();
    expect(result.ok).toBe(true);
    expect([...warm.mock.calls[0]![0]].sort()).toEqual(['/uploads/thumb-1.webp', '/uploads/thumb-2.webp', '/uploads/thumb-3.webp']);
    expect(offlineWhenPicturesStarted).toMatchObject({ imageBytes: 0, images: 0 });
    expect(summaries).toEqual([
      'none',
      'Available offline · saving pictures, 0 of 3',
      'Available offline · saving pictures, 1 of 3',
      'Available offline · saving pictures, 2 of 3',
      'Available offline · saving pictures, 3 of 3',
      expect.stringMatching(/^Available offline · 1\.\d MB · updated \d\d:\d\d$/),
    ]);
    const offline = getPack(eventId).meta!.offline!;
    expect(offline.imageBytes).toBe(1_200_000);
    expect(offline.dataBytes).toBeGreaterThan(100);
    expect(usePackStore.getState().status[eventId]).toMatchObject({ download: null, pictures: null });
  });

  it('formats sizes as storage settings do', () => {
    expect(formatBytes(640)).toBe('640 B');
    expect(formatBytes(820_000)).toBe('820 kB');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
  });

  it('the event menu panel shows the progress bar while downloading, then the summary', async () => {
    useEventStore.getState().setActiveEvent(makeEvent({ id: eventId }));
    await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    expect(await screen.findByRole('button', { name: 'Make available offline' })).toBeTruthy();
    act(() => usePackStore.setState({ status: { [eventId]: { loaded: true, syncing: false, lastSyncAt: null, error: null, download: { percent: 40, label: 'Downloading the schedule, attendees and matches…' }, pictures: null } } }));
    const bar = screen.getByRole('progressbar', { name: 'Downloading for offline use' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const meta = { version: 1 as const, eventId, savedAt: 1, syncedAt: new Date(2026, 10, 22, 10, 42).getTime(), offline: { at: 1, dataBytes: 200_000, imageBytes: 1_000_000, images: 10 } };
    act(() =>
      usePackStore.setState((state) => ({
        packs: { [eventId]: { ...emptyPack, meta } },
        status: { [eventId]: { ...state.status[eventId]!, download: null } },
      })),
    );
    expect(screen.getByRole('status').textContent).toBe('Available offline · 1.2 MB · updated 10:42');
    // Its pictures still being saved: the event already opens offline, and says how far they are.
    act(() => usePackStore.setState((state) => ({ status: { [eventId]: { ...state.status[eventId]!, pictures: { done: 340, total: 2000 } } } })));
    expect(screen.getByRole('status').textContent).toBe('Available offline · saving pictures, 340 of 2,000');
    expect(screen.getByRole('progressbar', { name: 'Saving pictures for offline use' }).getAttribute('aria-valuenow')).toBe('340');
    expect((screen.getByRole('button', { name: 'Update offline copy' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => usePackStore.setState((state) => ({ status: { [eventId]: { ...state.status[eventId]!, pictures: null } } })));
    expect(screen.getByRole('button', { name: 'Update offline copy' })).toBeTruthy();
  });

  it('is not offered to someone who has not joined the event', async () => {
    useEventStore.getState().setActiveEvent(makeEvent({ id: eventId, membership: null }));
    const { container } = await renderInRouter(() => <OfflinePackPanel eventId={eventId} />);
    expect(container.textContent).toBe('');
  });
});
