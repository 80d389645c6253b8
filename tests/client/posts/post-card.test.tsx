import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Post } from '#shared/contracts/posts.ts';
import { PostCard } from '#client/features/posts/components/post-card.tsx';

const post = (overrides: Partial<Post> = {}): Post => ({
  id: '5eed0000-0000-4000-8000-d00000000001',
  eventId: '5eed0000-0000-4000-8000-000000000001',
  title: 'Room change',
  body: 'Now in Room C. Map: https://example.com/map',
  picture: null,
  pinned: false,
  audience: 'everyone',
  publishedAt: 1_795_000_000,
  editedAt: null,
  ...overrides,
});

describe('an update in the feed', () => {
  it('is an article named by its title, anchored at post-<id>, with its link opening apart', () => {
    render(<PostCard post={post()} unread={false} />);
    const article = screen.getByRole('article', { name: 'Room change' });
    expect(article.id).toBe('post-5eed0000-0000-4000-8000-d00000000001');
    const link = screen.getByRole('link', { name: 'https://example.com/map' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText(/edited/)).toBeNull();
  });

  it('says New, Pinned, edited and for whom', () => {
    render(<PostCard post={post({ pinned: true, editedAt: 1_795_000_100, audience: 'speakers' })} unread />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Pinned')).toBeTruthy();
    expect(screen.getByText(/edited/)).toBeTruthy();
    expect(screen.getByText('For speakers')).toBeTruthy();
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<PostCard post={post({ body: '<img src=x onerror="alert(1)"><b>bold</b>' })} unread={false} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeTruthy();
  });
});
