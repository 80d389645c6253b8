import type { ManagedPost, PostAudience, PostDraft } from '#shared/contracts/posts.ts';
import { fromZonedInput, toZonedInput } from '#client/lib/zoned-time.ts';

/**
 * What the console form holds. `at` is a "YYYY-MM-DDTHH:mm" (datetime-local) wall-clock time in the
 * EVENT's time zone: an organizer abroad schedules "09:00" as the venue's 09:00, as the schedule
 * editor does (lib/zoned-time.ts), not their device's.
 */
export interface PostFormValues {
  title: string;
  body: string;
  pictureSrc: string | null;
  pinned: boolean;
  audience: PostAudience;
  when: 'now' | 'later';
  at: string;
}

export function emptyPostForm(nowSeconds: number, timeZone: string): PostFormValues {
  return { title: '', body: '', pictureSrc: null, pinned: false, audience: 'everyone', when: 'now', at: toZonedInput(nowSeconds + 3600, timeZone) };
}

export function postFormFrom(post: ManagedPost, timeZone: string): PostFormValues {
  return {
    title: post.title,
    body: post.body,
    pictureSrc: post.picture?.src ?? null,
    pinned: post.pinned,
    audience: post.audience,
    when: post.published ? 'now' : 'later',
    at: toZonedInput(post.publishAt, timeZone),
  };
}

/** The draft the server checks (it trims, bounds and refuses; the form shows its field messages). */
export function toPostDraft(values: PostFormValues, timeZone: string): PostDraft {
  return {
    title: values.title,
    body: values.body,
    pictureSrc: values.pictureSrc,
    pinned: values.pinned,
    audience: values.audience,
    publishAt: values.when === 'later' ? fromZonedInput(values.at, timeZone) : null,
  };
}
