import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionList } from '#client/features/questions/components/question-list.tsx';
import type { QuestionActions } from '#client/features/questions/components/question-row.tsx';
import { makeQuestion } from './question-fixtures.ts';

const actions: QuestionActions = { vote: vi.fn(), withdraw: vi.fn(), moderate: vi.fn(), retry: vi.fn(), discard: vi.fn() };
const questions = Array.from({ length: 500 }, (_, i) => makeQuestion({ text: `Question number ${i + 1}`, votes: 500 - i }));

function renderList(count = questions.length) {
  render(<QuestionList questions={questions.slice(0, count)} actions={actions} canModerate={false} qaOpen label="All questions" />);
  const list = screen.getByRole('list', { name: 'All questions' });
  return { list, rows: () => within(list).getAllByRole('listitem') };
}

describe('the question list of a big session', () => {
  describe('where rows can be measured', () => {
    beforeEach(() => {
      // jsdom lays nothing out: a ResizeObserver that never reports, so rows count as their estimate.
      vi.stubGlobal(
        'ResizeObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('draws the rows near the screen, each with its place among all 500, and keeps the space of the rest', () => {
      const { list, rows } = renderList();
      const drawn = rows();
      expect(drawn.length).toBeGreaterThan(5);
      expect(drawn.length).toBeLessThan(60);
      expect(drawn[0]?.textContent).toContain('Question number 1');
      expect(drawn[0]?.getAttribute('aria-posinset')).toBe('1');
      expect(drawn[0]?.getAttribute('aria-setsize')).toBe('500');
      expect(parseFloat(list.style.paddingBottom)).toBeGreaterThan(0);
    });

    it('draws later rows once the page is scrolled down to them, up to the very last', () => {
      const { list, rows } = renderList();
      const scrollTo = (px: number) =>
        act(() => {
          vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: -px, width: 400, height: 52_000 }));
          window.dispatchEvent(new Event('scroll'));
        });
      scrollTo(26_000);
      const middle = rows();
      const first = Number(middle[0]?.getAttribute('aria-posinset'));
      expect(first).toBeGreaterThan(200);
      expect(first).toBeLessThan(260);
      expect(middle[0]?.textContent).toContain(`Question number ${first}`);
      expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(0);
      scrollTo(51_500);
      expect(rows().at(-1)?.getAttribute('aria-posinset')).toBe('500');
      expect(rows().at(-1)?.textContent).toContain('Question number 500');
    });
  });

  it('draws every row where nothing can be measured', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    try {
      expect(renderList(80).rows()).toHaveLength(80);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
