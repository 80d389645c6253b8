import type { ManagedPost, PostAudience, PostDraft } from '#shared/contracts/posts.ts';

/** What the console form holds; times are the device's local "YYYY-MM-DDTHH:mm" (datetime-local). */
export interface PostFormValues {
  title: string;
  body: string;
  pictureSrc: string | null;
  pinned: boolean;
  audience: PostAudience;
  when: 'now' | 'later';
  at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Null when the text is not a time (an empty or half-typed field). */
export function fromLocalInput(value: string): number | null {
  const ms = new Date(value).getTime();
  return value && Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export function emptyPostForm(nowSeconds: number): PostFormValues {
  return { title: '', body: '', pictureSrc: null, pinned: false, audience: 'everyone', when: 'now', at: toLocalInput(nowSeconds + 3600) };
}

export function postFormFrom(post: ManagedPost): PostFormValues {
  return {
    title: post.title,
    body: post.body,
    pictureSrc: post.picture?.src ?? null,
    pinned: post.pinned,
    audience: post.audience,
    when: post.published ? 'now' : 'later',
    at: toLocalInput(post.publishAt),
  };
}

/** The draft the server checks (it trims, bounds and refuses; the form shows its field messages). */
export function toPostDraft(values: PostFormValues): PostDraft {
  return {
    title: values.title,
    body: values.body,
    pictureSrc: values.pictureSrc,
    pinned: values.pinned,
    audience: values.audience,
    publishAt: values.when === 'later' ? fromLocalInput(values.at) : null,
  };
}
