import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAutoCloseMs, useAlertsStore } from '#client/stores/alerts-store.ts';

const store = () => useAlertsStore.getState();

describe('alerts store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    store().clear();
    vi.useRealTimers();
  });

  it('closes an alert by itself after 5000 ms by default', () => {
    store().add({ kind: 'info', title: 'Saved' });
    expect(defaultAutoCloseMs).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(store().alerts.map((a) => a.title)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(store().alerts).toEqual([]);
  });

  it('uses a custom delay when given one', () => {
    store().add({ kind: 'success', title: 'Joined', autoClose: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store().alerts).toEqual([]);
  });

  it('keeps an alert without autoClose until it is closed', () => {
    const id = store().add({ kind: 'error', title: 'Failed', autoClose: false });
    vi.advanceTimersByTime(60_000);
    expect(store().alerts).toHaveLength(1);
    store().dismiss(id);
    expect(store().alerts).toEqual([]);
  });

  it('gives every alert its own id and closes only the one asked for', () => {
    const first = store().add({ kind: 'info', title: 'One', autoClose: false });
    const second = store().add({ kind: 'info', title: 'Two', autoClose: false });
    expect(first).not.toBe(second);
    store().dismiss(first);
    expect(store().alerts.map((a) => a.id)).toEqual([second]);
  });

  it('a closed alert does not reappear or break when its timer fires', () => {
    const id = store().add({ kind: 'info', title: 'Gone' });
    store().dismiss(id);
    store().add({ kind: 'info', title: 'Stays', autoClose: false });
    vi.advanceTimersByTime(defaultAutoCloseMs);
    expect(store().alerts.map((a) => a.title)).toEqual(['Stays']);
  });
});
