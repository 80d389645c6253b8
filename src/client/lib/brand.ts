// The server replaces %BRAND% in index.html with the configured brand; the app reads it back
// from <meta name="application-name">. In vite dev nobody replaces it, so we fall back.
export const fallbackBrand = 'Hallway';

export function readBrand(doc: Document = document): string {
  const content = doc.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  if (!content || content.includes('%BRAND%')) return fallbackBrand;
  return content;
}

let cached: string | undefined;

export function getBrand(): string {
  cached ??= readBrand();
  return cached;
}
