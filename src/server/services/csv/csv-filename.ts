import { slugOf } from '../slug.ts';

/** A file name that is safe everywhere: `name` in lower-case words (or `fallback`), what the file holds, and the date. */
export function csvFilename(name: string, fallback: string, contents: string, now: Date): string {
  const slug = slugOf(name, { maxLength: 60 }) || fallback;
  return `${slug}-${contents}-${now.toISOString().slice(0, 10)}.csv`;
}
