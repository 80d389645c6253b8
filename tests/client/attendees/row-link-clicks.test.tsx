import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendeeRow } from '#client/features/attendees/components/attendee-row.tsx';
import { useRowLinkClicks } from '#client/features/attendees/hooks/use-row-link-clicks.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';

const eventId = '5eed0000-0000-4000-8000-00000000e001';
const person = {
  attendeeId: '5eed0000-0000-4000-8000-0000000000a1',
  handle: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  headline: 'Engines',
  company: 'Analytical',
  picture: null,
  role: 'attendee' as const,
  interests: [],
  lookingFor: [],
  offers: [],
  updatedAt: 1,
};

function List() {
  const onClick = useRowLinkClicks(eventId);
  return (
    <ul onClick={onClick}>
      <AttendeeRow eventId={eventId} person={person} />
    </ul>
  );
}

describe('attendee rows', () => {
  it('are real links that navigate in the app on a plain click', async () => {
    const { router } = await renderInRouter(() => <List />, `/event/${eventId}/attendees`);
    const link = screen.getByRole('link', { name: /Ada Lovelace/ });
    expect(link.getAttribute('href')).toBe(`/event/${eventId}/attendee/${person.attendeeId}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${eventId}/attendee/${person.attendeeId}`));
  });

  it('leave a click with a modifier to the browser (open in a new tab)', async () => {
    const { router } = await renderInRouter(() => <List />, `/event/${eventId}/attendees`);
    const link = screen.getByRole('link', { name: /Ada Lovelace/ });
    const notPrevented = fireEvent.click(link, { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(router.state.location.pathname).toBe(`/event/${eventId}/attendees`);
  });
});
