import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypeAhead, typeAheadBufferMs } from '#client/components/menu/type-ahead.ts';

const labels = ['My Profile', 'Connections', 'Events', 'Sign Out'];

describe('menu type-ahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('jumps to the next item starting with the typed letter', () => {
    const typeAhead = createTypeAhead();
    expect(typeAhead.next('e', labels, 0)).toBe(2);
  });

  it('matches several quickly typed letters as one word', () => {
    const typeAhead = createTypeAhead();
    expect(typeAhead.next('s', labels, 0)).toBe(3);
    expect(typeAhead.next('i', labels, 3)).toBe(3);
  });

  it('clears the buffer after 350 ms of quiet', () => {
    const typeAhead = createTypeAhead();
    expect(typeAheadBufferMs).toBe(350);
    expect(typeAhead.next('m', labels, -1)).toBe(0);
    vi.advanceTimersByTime(typeAheadBufferMs);
    expect(typeAhead.next('c', labels, 0)).toBe(1);
  });

  it('answers -1 when nothing matches', () => {
    expect(createTypeAhead().next('z', labels, 0)).toBe(-1);
  });
});
