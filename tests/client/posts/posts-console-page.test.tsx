import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import { PostsConsolePage } from '#client/features/posts/components/posts-console-page.tsx';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { makeEvent } from '../helpers/factories.ts';

const organizer = makeEvent({ enablePosts: true, viewerPermissions: ['Event::Event::Read', 'Event::Post::Create', 'Event::Post::Update', 'Event::Post::Delete'] });
const scheduled: ManagedPost = {
  id: '5eed0000-0000-4000-8000-d00000000002',
  eventId: organizer.id,
  title: 'Raffle at four',
  body: 'Bring your badge.',
  picture: null,
  pinned: false,
  audience: 'everyone',
  publishedAt: 1_795_000_000,
  editedAt: null,
  publishAt: 1_795_000_000,
  published: false,
  authorName: 'Olga Organizer',
  mine: true,
  canChange: true,
};

describe('the Updates console', () => {
  it('lists scheduled updates and posts a new one with what was typed', async () => {
    const created: unknown[] = [];
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, {
      'event.byId': () => organizer,
      'posts.manage': () => ({ posts: [scheduled] }),
      'posts.create': (input) => {
        created.push(input);
        return { postId: '5eed0000-0000-4000-8000-d00000000003' };
      },
    });
    expect(await screen.findByText('Raffle at four')).toBeTruthy();
    expect(screen.getByText('Scheduled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New update' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Coffee is ready' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Foyer, now.' } });
    fireEvent.change(screen.getByLabelText('Who sees it'), { target: { value: 'staff' } });
    fireEvent.click(screen.getByLabelText('Pin to the top of the updates'));
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      eventId: organizer.id,
      post: { title: 'Coffee is ready', body: 'Foyer, now.', pictureSrc: null, pinned: true, audience: 'staff', publishAt: null },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post update' })).toBeNull());
  });

  it('shows the server’s field message beside the field it is about', async () => {
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, {
      'event.byId': () => organizer,
      'posts.manage': () => ({ posts: [] }),
      'posts.create': () => {
        throw TRPCClientError.from({ error: { message: 'post.title: Give the update a title', code: -32600, data: { code: 'BAD_REQUEST', fieldErrors: { post: ['Give the update a title'] }, fieldPaths: { 'post.title': ['Give the update a title'] } } } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    // Said at its field, not a second time above the form.
    expect(screen.getAllByText(/Give the update a title/)).toHaveLength(1);
  });

  it('says a problem no field shows above the form', async () => {
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, {
      'event.byId': () => organizer,
      'posts.manage': () => ({ posts: [] }),
      'posts.create': () => {
        throw TRPCClientError.from({ error: { message: 'post.pictureSrc: Upload the picture again', code: -32600, data: { code: 'BAD_REQUEST', fieldErrors: { post: ['Upload the picture again'] }, fieldPaths: { 'post.pictureSrc': ['Upload the picture again'] } } } });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    expect(await screen.findByText(/Upload the picture again/)).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('tells staff without the permission, and everyone when updates are off, instead of a form', async () => {
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, { 'event.byId': () => ({ ...organizer, enablePosts: false }) });
    expect(await screen.findByText(/Updates are switched off for this event/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New update' })).toBeNull();
  });

  it('leaves the title to its route ("Updates · Console"), as the other console tabs do, instead of naming the event', async () => {
    document.title = 'Before';
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, { 'event.byId': () => organizer, 'posts.manage': () => ({ posts: [] }) });
    expect(await screen.findByRole('button', { name: 'New update' })).toBeTruthy();
    expect(document.title).toBe('Before');
  });

  it('schedules in the event’s time zone and says which zone beside the field', async () => {
    const created: Array<{ post: { publishAt: number | null } }> = [];
    await renderWithFakeTrpc(() => <PostsConsolePage eventId={organizer.id} />, {
      'event.byId': () => organizer,
      'posts.manage': () => ({ posts: [] }),
      'posts.create': (input) => {
        created.push(input as { post: { publishAt: number | null } });
        return { postId: '5eed0000-0000-4000-8000-d00000000004' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New update' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Doors' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Open at nine.' } });
    fireEvent.click(screen.getByLabelText('At a set time'));
    const field = screen.getByLabelText('Publish at');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/In the event's time zone, America\/Toronto \(UTC−0[45]:00\)/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '2030-06-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post update' }));
    await waitFor(() => expect(created).toHaveLength(1));
    // 09:00 in Toronto (EDT, UTC−4) whatever this device's zone is.
    expect(created[0]?.post.publishAt).toBe(Date.UTC(2030, 5, 1, 13, 0) / 1000);
  });
});
