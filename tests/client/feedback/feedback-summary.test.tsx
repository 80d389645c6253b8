import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackSummaryView } from '#client/features/feedback/components/feedback-summary.tsx';

describe('FeedbackSummaryView', () => {
  it('shows the average, each star count and the comments, anonymous ones as "Anonymous"', () => {
    render(
      <FeedbackSummaryView
        label="the keynote"
        summary={{
          count: 3,
          average: 3.7,
          distribution: [0, 1, 0, 1, 1],
          comments: [
            { rating: 5, comment: 'Loved it', author: 'Ada Named' },
            { rating: 2, comment: '<b>Too fast</b>', author: null },
          ],
        }}
      />,
    );
    expect(screen.getByText('3.7')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'How the keynote was rated' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 stars1', '4 stars1', '3 stars0', '2 stars1', '1 star0']);
    const comments = within(screen.getByRole('list', { name: 'Comments on the keynote' })).getAllByRole('listitem');
    expect(comments[0]?.textContent).toContain('Ada Named');
    expect(comments[1]?.textContent).toContain('Anonymous');
    // Text people wrote is shown as text.
    expect(comments[1]?.textContent).toContain('<b>Too fast</b>');
  });

  it('says so when nobody rated yet', () => {
    render(<FeedbackSummaryView label="x" summary={{ count: 0, average: null, distribution: [0, 0, 0, 0, 0], comments: [] }} />);
    expect(screen.getByText('No ratings yet.')).toBeTruthy();
  });
});
