import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { AttendeeLayout } from '#client/components/layouts/attendee-layout.tsx';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { createFakeTrpc, type FakeHandlers } from '../helpers/fake-trpc.tsx';
import { makeEvent } from '../helpers/factories.ts';

const eventId = '5eed0000-0000-4000-8000-000000000001';
const organizerPermissions: HallwayEvent['viewerPermissions'] = ['Event::Event::Read', 'Event::Event::Update'];

/** The server's answer for a feature switched off: FORBIDDEN, and the reason that says it is about the event. */
const featureOff = () =>
  TRPCClientError.from({ error: { message: 'This feature is turned off for this event', code: -32003, data: { code: 'FORBIDDEN', reason: 'FEATURE_OFF' } } });

/** A poll page that asks the server for its polls, as the real one does. */
function PollsPage() {
  const trpc = useTrpc();
  const polls = useQuery({ ...trpc.event.program.queryOptions({ eventId }), retry: false });
  return <h1>{polls.isError ? 'The polls failed' : 'Live polls'}</h1>;
}

/** The attendee layout over a few real routes; the event comes from `saved` (the device) and/or the fake server. */
async function openAt(url: string, { saved, handlers = {} }: { saved?: HallwayEvent; handlers?: FakeHandlers }) {
  const fake = createFakeTrpc({ 'event.byId': () => new Promise(() => {}), ...handlers });
  // Saved on an earlier visit: a copy answered a moment ago would count as this navigation's own
  // answer, and the page would not ask the server again (lib/load-query.ts, isJustFetched).
  if (saved) fake.queryClient.setQueryData(eventQuery(fake.trpc, eventId).queryKey, saved, { updatedAt: Date.now() - 60_000 });
  const root = createRootRoute({ notFoundComponent: () => null });
  const event = createRoute({ getParentRoute: () => root, path: 'event/$eventId' });
  const attendee = createRoute({ getParentRoute: () => event, id: '_attendee', component: AttendeeLayout });
  const page = (path: string, text: string) => createRoute({ getParentRoute: () => attendee, path, component: () => <h1>{text}</h1> });
  const routeTree = root.addChildren([
    event.addChildren([
      createRoute({ getParentRoute: () => event, path: '/', component: () => <h1>Event home</h1> }),
      attendee.addChildren([
        createRoute({ getParentRoute: () => attendee, path: 'polls', component: PollsPage }),
        page('attendees', 'Everyone here'),
        page('me', 'My profile'),
        page('program/$programId/questions', 'Ask away'),
      ]),
    ]),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), context: { queryClient: fake.queryClient, trpc: fake.trpc } });
  await router.load();
  render(
    <QueryClientProvider client={fake.queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { ...fake, router };
}

describe('attendee pages of a feature the event switched off', () => {
  afterEach(cleanup);

  it('show that it is not offered, with the event’s name, the page title and a way back, instead of the page', async () => {
    await openAt(`/event/${eventId}/polls`, { saved: makeEvent({ enableSchedule: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: "Polls aren't offered at this event" })).toBeTruthy();
    expect(screen.getByText('Northern Lights Summit')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Live polls' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe(`/event/${eventId}`);
    expect(screen.queryByRole('link', { name: /Features/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Polls | Hallway'));
  });

  it('open as usual while the switch is on, and pages without a switch always open', async () => {
    await openAt(`/event/${eventId}/polls`, { saved: makeEvent({ enableFeedback: true }), handlers: { 'event.program': () => [] } });
    expect(await screen.findByRole('heading', { name: 'Live polls' })).toBeTruthy();
    cleanup();
    await openAt(`/event/${eventId}/me`, { saved: makeEvent() });
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeTruthy();
  });

  it('tell organizers where the switch is, and they see the page as attendees do', async () => {
    await openAt(`/event/${eventId}/program/p1/questions`, { saved: makeEvent({ viewerPermissions: organizerPermissions }) });
    expect(await screen.findByRole('heading', { level: 1, name: "Questions aren't offered at this event" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Switch it on in Features' }).getAttribute('href')).toBe(`/event/${eventId}/console/features`);
    expect(screen.queryByRole('heading', { name: 'Ask away' })).toBeNull();
  });

  it('name the speaker list when the attendee list is opened on speakers', async () => {
    await openAt(`/event/${eventId}/attendees?filter=speakers`, { saved: makeEvent() });
    expect(await screen.findByRole('heading', { level: 1, name: "The speaker list isn't offered at this event" })).toBeTruthy();
  });

  it('are decided from the event saved on the device, with no answer from the server', async () => {
    // event.byId never answers (no network): the saved copy decides.
    const { calls } = await openAt(`/event/${eventId}/attendees?filter=all`, { saved: makeEvent({ enableFeedback: true }) });
    expect(await screen.findByRole('heading', { level: 1, name: "The attendee list isn't offered at this event" })).toBeTruthy();
    expect(calls.some((call) => call.path === 'event.byId')).toBe(true);
  });

  it('give way to the not-offered page when the server refuses a page’s data as switched off', async () => {
    let eventAnswers = 0;
    await openAt(`/event/${eventId}/polls`, {
      // The saved copy is older than the switch: the first answer still has feedback on.
      saved: makeEvent({ enableFeedback: true }),
      handlers: {
        'event.byId': () => makeEvent({ enableFeedback: (eventAnswers += 1) === 1 }),
        'event.program': () => {
          throw featureOff();
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Polls aren't offered at this event" })).toBeTruthy();
    expect(screen.queryByText('The polls failed')).toBeNull();
    expect(eventAnswers).toBeGreaterThanOrEqual(2);
  });
});
