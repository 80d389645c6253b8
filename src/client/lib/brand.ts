// The server replaces %BRAND% in index.html with the configured brand; the app reads it back
// from <meta name="application-name">. In vite dev nobody replaces it, so we fall back.
const fallbackBrand = 'Hallway';

function readBrand(doc: Document = document): string {
  const content = doc.querySelector('meta[name="application-name"]')?.getAttribute('content')?.trim();
  if (!content || content.includes('%BRAND%')) return fallbackBrand;
  return content;
}

let cached: string | undefined;

export function getBrand(): string {
  cached ??= readBrand();
  return cached;
}

/**
 * For pages rendered to HTML at build time (src/build/), where there is no document: they
 * are drawn with the %BRAND% placeholder, which the server fills in as it does in index.html.
 */
export function setBrand(brand: string): void {
  cached = brand;
}
