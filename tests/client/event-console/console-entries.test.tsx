import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Permission } from '#shared/rules/permissions.ts';
import { eventRoleGrants, organizationRoleGrants } from '#shared/rules/permissions.ts';
import { EventMenu } from '#client/components/event-menu/event-menu.tsx';
import { organizerMenuSections } from '#client/components/event-menu/menu-entries.ts';
import { OrganizerCard } from '#client/features/events/components/organizer-card.tsx';
import { canManageEvent, canManagePeople } from '#client/lib/event-permissions.ts';
import { useEventStore } from '#client/stores/event-store.ts';
import { useUiStore } from '#client/stores/ui-store.ts';
import { renderInRouter } from '../helpers/render-in-router.tsx';
import { makeEvent } from '../helpers/factories.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const asRole = (permissions: readonly Permission[]) => makeEvent({ id: eventId, viewerPermissions: [...permissions], enableSchedule: true });

describe('who sees the way into the event console', () => {
  beforeEach(() => useEventStore.getState().clearActiveEvent());
  afterEach(() => act(() => useUiStore.getState().reset()));

  it('the permission helpers follow the grants of rules/permissions.ts', () => {
    expect(canManageEvent(asRole(eventRoleGrants.organizer))).toBe(true);
    expect(canManageEvent(asRole(organizationRoleGrants.organizer))).toBe(true);
    for (const role of ['attendee', 'speaker', 'exhibitor', 'staff'] as const) {
      expect(canManageEvent(asRole(eventRoleGrants[role])), role).toBe(false);
      expect(canManagePeople(asRole(eventRoleGrants[role])), role).toBe(false);
    }
  });

  it('the event menu has an Organizer section with the console and people for organizers', async () => {
    useEventStore.getState().setActiveEvent(asRole(eventRoleGrants.organizer));
    await renderInRouter(() => <EventMenu />, `/event/${eventId}`);
    act(() => useUiStore.getState().openMenu());
    const menu = screen.getByRole('dialog', { name: 'Northern Lights Summit menu' });
    const organizer = within(menu).getByRole('heading', { name: 'Organizer' }).closest('section');
    expect(organizer).not.toBeNull();
    expect(within(organizer as HTMLElement).getByRole('link', { name: 'Event console' }).getAttribute('href')).toBe(`/event/${eventId}/console`);
    expect(within(organizer as HTMLElement).getByRole('link', { name: 'People & invitations' }).getAttribute('href')).toBe(`/event/${eventId}/console/people`);
  });

  it('the event menu of an attendee, a speaker or door staff has no organizer entries', async () => {
    for (const role of ['attendee', 'speaker', 'staff'] as const) {
      useEventStore.getState().setActiveEvent(asRole(eventRoleGrants[role]));
      const view = await renderInRouter(() => <EventMenu />, `/event/${eventId}`);
      act(() => useUiStore.getState().openMenu());
      const menu = screen.getByRole('dialog');
      expect(within(menu).queryByRole('heading', { name: 'Organizer' }), role).toBeNull();
      expect(within(menu).queryByRole('link', { name: 'Event console' }), role).toBeNull();
      act(() => useUiStore.getState().reset());
      view.unmount();
    }
  });

  it('each organizer entry needs its own permission', () => {
    expect(organizerMenuSections(['Event::Event::Update'])[0]?.entries.map((entry) => entry.label)).toEqual(['Event console']);
    expect(organizerMenuSections(['Event::Invitation::Read'])[0]?.entries.map((entry) => entry.label)).toEqual(['People & invitations']);
    expect(organizerMenuSections(['Event::Event::Read', 'Event::Member::Read'])).toEqual([]);
  });

  it('the event home shows the organizer card only to those who may manage the event', async () => {
    const organizer = await renderInRouter(() => <OrganizerCard event={asRole(organizationRoleGrants.admin)} />);
    expect(screen.getByRole('heading', { name: 'You organize this event' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the event console' }).getAttribute('href')).toBe(`/event/${eventId}/console`);
    organizer.unmount();

    await renderInRouter(() => <OrganizerCard event={asRole(eventRoleGrants.attendee)} />);
    expect(screen.queryByRole('heading', { name: 'You organize this event' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the event console' })).toBeNull();
  });
});
