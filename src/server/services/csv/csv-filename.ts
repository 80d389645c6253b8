/** A file name that is safe everywhere: `name` in lower-case words (or `fallback`), what the file holds, and the date. */
export function csvFilename(name: string, fallback: string, contents: string, now: Date): string {
  // Accents go before the rest: left in, a mark inside a word cut it in two ("Ünicorn" gave "u-nicorn").
  const slug = name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || fallback;
  return `${slug}-${contents}-${now.toISOString().slice(0, 10)}.csv`;
}
