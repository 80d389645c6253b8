import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { EventMenu } from '#client/components/event-menu/event-menu.tsx';
import { useEventStore } from '#client/stores/event-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { allFlagsOff, makeEvent } from '../helpers/factories.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';

async function openMenuFor(flags: Partial<typeof allFlagsOff>) {
  useEventStore.getState().setActiveEvent(makeEvent({ id: eventId, ...flags }));
  const view = await renderInRouter(() => <EventMenu />, `/event/${eventId}`);
  act(() => useUiStore.getState().openMenu());
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Northern Lights Summit menu' }) };
}

const linkNames = (root: HTMLElement) => within(root).queryAllByRole('link').map((link) => link.textContent?.trim());

describe('event menu', () => {
  beforeEach(() => useEventStore.getState().clearActiveEvent());
  afterEach(() => act(() => useUiStore.getState().reset()));

  it('is not shown until the menu is opened', async () => {
    useEventStore.getState().setActiveEvent(makeEvent());
    await renderInRouter(() => <EventMenu />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with every feature off shows only the entries that need no flag', async () => {
    const { dialog } = await openMenuFor({});
    expect(linkNames(dialog)).toEqual(['My Profile', 'Event Details']);
    expect(within(dialog).queryByRole('list', { name: 'Quick links' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Connect' })).toBeNull();
  });

  it('shows each tile and entry only when its feature is enabled', async () => {
    const { dialog } = await openMenuFor({ enableSchedule: true, enableBingo: true, enableSponsors: true });
    expect(linkNames(dialog)).toEqual(['Schedule', 'My Profile', 'Networking Bingo', 'Event Details', 'Sponsors']);
    expect(within(dialog).getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe(`/event/${eventId}/schedule?filter=all`);
  });

  // Off, it is missing from the exact lists above.
  it('offers Meetings in Connect while the event has 1:1 meetings on', async () => {
    const { dialog } = await openMenuFor({ enableMeetings: true });
    expect(linkNames(dialog)).toEqual(['My Profile', 'Meetings', 'Event Details']);
    expect(within(dialog).getByRole('link', { name: 'Meetings' }).getAttribute('href')).toBe(`/event/${eventId}/meetings`);
  });

  it('with every feature on shows the three quick links and the Attendee, Connect and Explore sections', async () => {
    const all = Object.fromEntries(Object.keys(allFlagsOff).map((flag) => [flag, true]));
    const { dialog } = await openMenuFor(all);
    expect(within(dialog).getByRole('list', { name: 'Quick links' }).textContent).toBe('ScheduleAttendeesUpdates');
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Attendee', 'Connect', 'Explore']);
    expect(within(dialog).getByRole('link', { name: /Speakers/ }).getAttribute('href')).toBe(`/event/${eventId}/attendees?filter=speakers`);
    expect(linkNames(dialog)).toContain('Album');
    expect(linkNames(dialog)).toContain('Exhibitors');
  });

  it('shows the event name and its date line', async () => {
    const { dialog } = await openMenuFor({});
    expect(within(dialog).getByRole('heading', { name: 'Northern Lights Summit' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/•/);
  });

  it('Back to all events closes the menu and clears the active event', async () => {
    const { dialog } = await openMenuFor({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to all events' }));
    expect(useUiStore.getState().menuOpen).toBe(false);
    expect(useEventStore.getState().activeEvent).toBeNull();
  });

  it('Escape closes the menu', async () => {
    await openMenuFor({});
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useUiStore.getState().menuOpen).toBe(false);
  });
});
