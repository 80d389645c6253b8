// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';

describe('useNowSeconds (the one clock hook of schedule, polls and feedback)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts at the device time in unix seconds and moves on every interval', () => {
    const { result } = renderHook(() => useNowSeconds(15_000));
    const start = Math.floor(Date.parse('2026-06-01T09:00:00Z') / 1000);
    expect(result.current).toBe(start);
    act(() => void vi.advanceTimersByTime(14_000));
    expect(result.current).toBe(start);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(start + 15);
  });

  it('stops ticking once the page is gone', () => {
    const { unmount } = renderHook(() => useNowSeconds(1_000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
