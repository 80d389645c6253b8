import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { eventRoleGrants, organizationRoleGrants } from '#shared/rules/permissions.ts';
import { ConsoleLayout } from '#client/features/event-console/components/console-layout.tsx';
import { FeaturesPage } from '#client/features/event-console/components/features-page.tsx';
import { useAlertsStore } from '#client/stores/alerts-store.ts';
import { makeEvent } from '../helpers/factories.ts';
import { renderWithFakeTrpc, serverError } from '../helpers/fake-trpc.tsx';

const eventId = '5eed0000-0000-4000-8000-000000000001';

function fakeServer(start: HallwayEvent, { refuse = false, delayMs = 0 } = {}) {
  let event = start;
  return {
    current: () => event,
    handlers: {
      'event.byId': () => event,
      'event.list': () => ({ items: [event] }),
      'eventAdmin.mine': () => ({ items: [event] }),
      'organization.events': () => ({ items: [] }),
      'eventAdmin.setFeatures': async (input: unknown) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refuse) throw serverError('FORBIDDEN', 'This feature cannot be changed right now');
        event = { ...event, ...(input as { features: Partial<HallwayEvent> }).features };
        return event;
      },
    },
  };
}

const previewEntries = () => within(screen.getByRole('region', { name: 'Attendee menu preview' })).getAllByRole('listitem').map((item) => item.textContent?.trim());

describe('the event console', () => {
  afterEach(() => useAlertsStore.getState().clear());

  it('is for organizers: an attendee gets "Organizers only" and no console', async () => {
    const server = fakeServer(makeEvent({ id: eventId, viewerPermissions: [...eventRoleGrants.attendee] }));
    await renderWithFakeTrpc(() => <ConsoleLayout eventId={eventId} />, server.handlers);
    expect(await screen.findByRole('heading', { name: 'Organizers only' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Event console' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(`/event/${eventId}`);
  });

  it('an organization admin gets the console: its sections, the event state and Publish', async () => {
    const server = fakeServer(makeEvent({ id: eventId, published: false, membership: null, viewerPermissions: [...organizationRoleGrants.admin] }));
    await renderWithFakeTrpc(() => <ConsoleLayout eventId={eventId} />, server.handlers);
    const nav = await screen.findByRole('navigation', { name: 'Event console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Details', 'Features', 'Schedule', 'Updates', 'People', 'Joining', 'Check-in', 'Polls', 'Games', 'Meetings', 'Exhibitors', 'Sponsors', 'Feedback', 'Questions', 'Album', 'Offline readiness']);
    expect(screen.getByRole('heading', { level: 1, name: 'Northern Lights Summit' })).toBeTruthy();
    expect(screen.getByText('Draft', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish event' })).toBeTruthy();
  });

  it("door staff get the console's Check-in page only: that one tab, no Publish, and other sections lead there", async () => {
    const server = fakeServer(makeEvent({ id: eventId, viewerPermissions: [...eventRoleGrants.staff] }));
    const { router } = await renderWithFakeTrpc(() => <ConsoleLayout eventId={eventId} />, server.handlers);
    const nav = await screen.findByRole('navigation', { name: 'Event console' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Updates', 'Check-in']);
    expect(screen.queryByRole('heading', { name: 'Organizers only' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish event' })).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/event/${eventId}/console/check-in`));
  });

  it('an event the viewer cannot see is the 404 screen', async () => {
    await renderWithFakeTrpc(() => <ConsoleLayout eventId={eventId} />, {
      'event.byId': () => {
        throw serverError('NOT_FOUND', 'Event not found');
      },
    });
    expect(await screen.findByRole('heading', { name: '404: Stage Missing!' })).toBeTruthy();
  });

  it('a flipped switch changes the preview at once, is saved, and stays', async () => {
    const user = userEvent.setup();
    const server = fakeServer(makeEvent({ id: eventId, enableSchedule: true, viewerPermissions: [...eventRoleGrants.organizer] }));
    const { calls } = await renderWithFakeTrpc(() => <FeaturesPage eventId={eventId} />, server.handlers);
    const bingo = await screen.findByRole('switch', { name: 'Networking bingo' });
    expect(previewEntries()).toEqual(['Schedule', 'My Profile', 'Event Details']);

    await user.click(bingo);
    expect(previewEntries()).toEqual(['Schedule', 'My Profile', 'Networking Bingo', 'Event Details']);
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(calls.filter((call) => call.path === 'eventAdmin.setFeatures').map((call) => call.input)).toEqual([{ id: eventId, features: { enableBingo: true } }]);
    expect(server.current().enableBingo).toBe(true);
    expect(screen.getByRole('switch', { name: 'Networking bingo' }).getAttribute('aria-checked')).toBe('true');
    expect(previewEntries()).toContain('Networking Bingo');
  });

  it('quick flips of several switches each save and settle (TanStack calls mutate callbacks for the last call only)', async () => {
    const user = userEvent.setup();
    // Slow saves, so the three are surely in flight together even on a busy machine
    // (at 60 ms the first save could finish before the third click: a flaky test).
    const server = fakeServer(makeEvent({ id: eventId, viewerPermissions: [...eventRoleGrants.organizer] }), { delayMs: 400 });
    await renderWithFakeTrpc(() => <FeaturesPage eventId={eventId} />, server.handlers);
    await user.click(await screen.findByRole('switch', { name: 'Updates' }));
    await user.click(screen.getByRole('switch', { name: 'Album' }));
    await user.click(screen.getByRole('switch', { name: 'Sponsors' }));
    expect(screen.getAllByText('Saving…').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull(), { timeout: 5000 });
    expect([server.current().enablePosts, server.current().enableAlbum, server.current().enableSponsors]).toEqual([true, true, true]);
    expect(previewEntries()).toEqual(['Updates', 'My Profile', 'Album', 'Event Details', 'Sponsors']);
  });

  it('a refused save puts the switch and the preview back, and says why', async () => {
    const user = userEvent.setup();
    const server = fakeServer(makeEvent({ id: eventId, viewerPermissions: [...eventRoleGrants.organizer] }), { refuse: true });
    await renderWithFakeTrpc(() => <FeaturesPage eventId={eventId} />, server.handlers);
    await user.click(await screen.findByRole('switch', { name: 'Album' }));
    await waitFor(() => expect(useAlertsStore.getState().alerts.map((alert) => alert.title)).toEqual(['Could not switch Album on']));
    expect(useAlertsStore.getState().alerts[0]?.description).toBe('This feature cannot be changed right now');
    expect(screen.getByRole('switch', { name: 'Album' }).getAttribute('aria-checked')).toBe('false');
    expect(previewEntries()).not.toContain('Album');
  });
});
