/**
 * Text as lower-case ASCII words joined by `separator`, at most `maxLength` characters: "Zoë
 * O'Brien" → "zoe-o-brien". Accents go before the rest: left in, a mark inside a word cut it in
 * two ("João" gave "joa-o").
 */
export function slugOf(text: string, { separator = '-', maxLength = Infinity }: { separator?: string; maxLength?: number } = {}): string {
  const trim = (words: string) => words.split(separator).filter(Boolean).join(separator);
  const words = trim(text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, separator));
  return trim(words.slice(0, maxLength));
}
