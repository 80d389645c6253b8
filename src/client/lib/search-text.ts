/** Lower case without accents, so "jose" finds "José" and "zoe" finds "Zoë". */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryTokens(query: string): string[] {
  return normaliseText(query).split(/\s+/).filter(Boolean);
}
