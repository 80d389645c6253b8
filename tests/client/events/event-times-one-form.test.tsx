import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgramDayList } from '#client/features/events/components/program-day-list.tsx';
import { postTime } from '#client/features/posts/post-labels.ts';
import { pollTimeText } from '#client/features/polls/poll-times.ts';

// One form for times on every event page, the schedule's: the event's clock, 24 hours ("13:30"),
// never "01:30 PM" or "1:30 p.m." (issue 31, item 16).
const toronto = 'America/Toronto';
// Thu 3 Dec 2026, 13:30 in Toronto (18:30 UTC).
const afternoon = Date.UTC(2026, 11, 3, 18, 30) / 1000;

describe('times on event pages', () => {
  it('the event home programme reads like the schedule', () => {
    const item = { id: 'a', eventId: 'e', title: 'Workshop', description: '', room: 'Hall 2', track: '', startsAt: afternoon, endsAt: afternoon + 90 * 60 };
    render(<ProgramDayList day={{ key: '2026-12-03', label: 'Thursday, December 3', items: [item] }} timeZone={toronto} />);
    expect(screen.getByText(/13:30–15:00 · Hall 2/)).toBeTruthy();
  });

  it('updates and polls keep the 24-hour clock whatever the phone’s language', () => {
    expect(postTime(afternoon, { locale: 'en-US', timeZone: toronto })).toMatch(/13:30$/);
    expect(pollTimeText(afternoon, toronto)).toMatch(/13:30 \(America\/Toronto\)$/);
  });
});
