import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuestionRow, type QuestionActions } from '#client/features/questions/components/question-row.tsx';
import { makeQuestion } from './question-fixtures.ts';

const actions = (): QuestionActions => ({ vote: vi.fn(), withdraw: vi.fn(), moderate: vi.fn(), retry: vi.fn(), discard: vi.fn() });

function renderRow(props: Partial<Parameters<typeof QuestionRow>[0]>) {
  const given = { question: makeQuestion(), actions: actions(), canModerate: false, qaOpen: true, ...props };
  render(
    <ol>
      <QuestionRow {...given} />
    </ol>,
  );
  return given;
}

describe('a question row', () => {
  it('upvotes with one press, says how many voted, and names the asker', async () => {
    const { actions: row, question } = renderRow({ question: makeQuestion({ votes: 1 }) });
    const button = screen.getByRole('button', { name: 'Upvote: 1 vote' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(row.vote).toHaveBeenCalledWith(question);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('shows its asker their own hidden question as hidden by a moderator, with no upvote', () => {
    renderRow({ question: makeQuestion({ mine: true, status: 'hidden' }) });
    expect(screen.getByText('Hidden by a moderator')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Upvote/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('shows a refused upvote with the server’s reason, to retry or discard', async () => {
    const question = { ...makeQuestion(), sync: { state: 'failed' as const, entryId: 'entry-1', message: 'Questions are closed for this session' } };
    const { actions: row } = renderRow({ question });
    expect(screen.getByRole('alert').textContent).toContain('Upvote refused: Questions are closed for this session');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(row.discard).toHaveBeenCalledWith('entry-1');
  });

  it('keeps an anonymous asker anonymous, and offers moderators what comes next', async () => {
    const { actions: row, question } = renderRow({ question: makeQuestion({ anonymous: true, asker: null }), canModerate: true });
    expect(screen.getByText('Anonymous')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark answered' }));
    expect(row.moderate).toHaveBeenCalledWith(question, 'answer');
    expect(screen.getByRole('button', { name: 'Pin' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('disables upvotes while the session’s Q&A is closed', () => {
    renderRow({ qaOpen: false });
    expect((screen.getByRole('button', { name: /^Upvote/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
