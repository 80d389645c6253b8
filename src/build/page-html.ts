import type { SignedOutPage } from './signed-out-pages.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const found = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html must have exactly one ${what} (found ${found})`);
  return html.replace(pattern, () => replacement);
}

/**
 * The built index.html with a page's markup in #root and its title in <title> and the share
 * tags. #root says which address the markup was drawn for (data-prerendered), so the page only
 * hydrates it there (src/client/lib/prerendered-page.ts) and starts on an empty root elsewhere.
 */
export function fillPageTemplate(indexHtml: string, page: SignedOutPage, rendered: { html: string; title: string }): string {
  const title = escapeHtml(rendered.title);
  let html = replaceOnce(
    indexHtml,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.path)}" data-prerendered-search="${page.search}">${rendered.html}</div>`,
    'empty <div id="root"></div>',
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, '<title>');
  html = replaceOnce(html, /<meta property="og:title" content="[^"]*"\s*\/?>/, `<meta property="og:title" content="${title}" />`, 'og:title');
  html = replaceOnce(html, /<meta name="twitter:title" content="[^"]*"\s*\/?>/, `<meta name="twitter:title" content="${title}" />`, 'twitter:title');
  return html;
}
