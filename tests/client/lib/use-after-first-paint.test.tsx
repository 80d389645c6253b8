import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { firstItemsOf, useAfterFirstPaint } from '#client/lib/use-after-first-paint.ts';

// A long list draws what fills the screen first and the rest once that frame is painted (issue 35:
// the schedule's hundred cards took half a second to lay out on a slow phone).

function List({ items }: { items: string[] }) {
  const whole = useAfterFirstPaint(items.length > 0);
  const drawn = whole ? items : items.slice(0, 2);
  return (
    <ul>
      {drawn.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const nextFrames = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0))));

describe('a long list drawn after its first frame', () => {
  it('draws the first items, then all of them after a frame; waits for data before counting its frame', async () => {
    const { rerender } = render(<List items={[]} />);
    await nextFrames();
    rerender(<List items={['a', 'b', 'c', 'd']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    await nextFrames();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'd']);
    // Later changes (a filter, another day) are drawn whole at once.
    rerender(<List items={['e', 'f', 'g']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the first items across groups, cutting the group where the count ends', () => {
    const days = [
      { key: 'mon', items: [1, 2, 3] },
      { key: 'tue', items: [4, 5, 6] },
      { key: 'wed', items: [7] },
    ];
    expect(firstItemsOf(days, 4)).toEqual([
      { key: 'mon', items: [1, 2, 3] },
      { key: 'tue', items: [4] },
    ]);
    expect(firstItemsOf(days, 10)).toEqual(days);
    expect(firstItemsOf(days, 0)).toEqual([]);
  });
});
