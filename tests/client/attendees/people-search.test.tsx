import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { indexPeople, searchPeople } from '#client/features/attendees/people-index.ts';
import { AttendeesPage, attendeePageSize } from '#client/features/attendees/components/attendees-page.tsx';
import { resetPackStore } from '#client/lib/event-pack/pack-store.ts';
import { syncEventPack } from '#client/lib/event-pack/sync-pack.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { eventId, fakePackApi, makePerson } from '../event-pack/pack-fakes.ts';

const companies = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const tags = ['rust', 'design', 'ai', 'hiring', 'music', 'climate', 'security'];

/** 5,000 people with predictable names, companies, roles and interests. */
function crowd(): DirectoryPerson[] {
  return Array.from({ length: 5000 }, (_, i) =>
    makePerson(i, {
      firstName: i === 4321 ? 'José' : `Ada${i}`,
      lastName: i === 4321 ? 'Núñez' : 'Lovelace',
      company: companies[i % companies.length]!,
      role: i % 50 === 0 ? 'speaker' : 'attendee',
      interests: [tags[i % tags.length]!, tags[(i * 3) % tags.length]!],
    }),
  );
}

describe('attendee search over 5,000 people', () => {
  const people = crowd();
  const index = indexPeople(Object.fromEntries(people.map((p) => [p.attendeeId, p])));

  it('finds by name, company and interest, ignoring case and accents', () => {
    expect(searchPeople(index, { q: 'jose nunez' }).map((p) => p.firstName)).toEqual(['José']);
    expect(searchPeople(index, { q: 'GLOBEX' })).toHaveLength(1000);
    expect(searchPeople(index, { q: 'ada4999' }).map((p) => p.company)).toEqual(['Hooli']);
    const rust = searchPeople(index, { q: 'rust' });
    expect(rust.length).toBe(people.filter((p) => p.interests.includes('rust')).length);
  });

  it('filters by role, speakers, interest and combines them with the text', () => {
    expect(searchPeople(index, { filter: 'speakers' })).toHaveLength(100);
    expect(searchPeople(index, { role: 'speaker', q: 'acme' }).every((p) => p.role === 'speaker' && p.company === 'Acme')).toBe(true);
    const climate = searchPeople(index, { interest: 'climate' });
    expect(climate.length).toBe(people.filter((p) => p.interests.includes('climate')).length);
    expect(index.interests).toHaveLength(tags.length);
  });
});

describe('attendees page', () => {
  beforeEach(async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    resetPackStore();
    await clear(createStore('hallway-event-packs', 'packs'));
  });

  it('renders one batch of rows, then the next on "Show more"', async () => {
    const fake = fakePackApi({ people: crowd() });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [], parts: { schedule: false, matches: false, agenda: false } });
    await renderInRouter(() => <AttendeesPage eventId={eventId} search={{ filter: 'all' }} onSearch={() => {}} />);
    expect(await screen.findByText('5000 people')).toBeTruthy();
    const list = () => screen.getAllByRole('list').find((l) => l.tagName === 'UL' && l.querySelector('a[href*="/attendee/"]'))!;
    expect(within(list()).getAllByRole('link')).toHaveLength(attendeePageSize);
    await userEvent.click(screen.getByRole('button', { name: `Show more (${5000 - attendeePageSize} more)` }));
    expect(within(list()).getAllByRole('link')).toHaveLength(2 * attendeePageSize);
  });

  it('never shows a person the server removed by delta (hidden profile)', async () => {
    const fake = fakePackApi({ people: [makePerson(1, { firstName: 'Visible' }), makePerson(2, { firstName: 'Hidden' })] });
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [], parts: { schedule: false, matches: false, agenda: false } });
    fake.state.people = [];
    fake.state.removedAttendeeIds = [makePerson(2).attendeeId];
    await syncEventPack(eventId, { api: fake.api, pendingAgenda: async () => [], parts: { schedule: false, matches: false, agenda: false } });
    await renderInRouter(() => <AttendeesPage eventId={eventId} search={{ filter: 'all', q: 'hidden' }} onSearch={() => {}} />);
    expect(await screen.findByText('No one matches.')).toBeTruthy();
    expect(screen.queryByText(/Hidden/)).toBeNull();
  });
});
