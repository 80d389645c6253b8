import { slugOf } from '../slug.ts';

/** A readable handle from a name: "Zoë O'Brien" → "zoe-o-brien"; too short or empty → "member". */
export function handleBaseFromName(firstName: string, lastName: string): string {
  const slug = slugOf(`${firstName} ${lastName}`, { maxLength: 32 });
  return slug.length >= 3 ? slug : 'member';
}

/** base, base-2 … base-50: the first one not taken wins. */
export function numberedHandles(base: string, count = 50): string[] {
  return [base, ...Array.from({ length: count - 1 }, (_, index) => `${base}-${index + 2}`)];
}

export function randomHandle(base: string): string {
  return `${base}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}
