import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The tab's icon as a data: URL in the page's <head>, read from public/icons/favicon.svg at build
// time (so it never drifts from the generated icon). As a file it was one more request on every
// first visit, made while the app's code was still arriving over six connections on a slow link
// (issue 35). It is half a kilobyte; the CSP allows data: images.
const faviconLink = /<link rel="icon" href="\/icons\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** The SVG as a compact data: URL (percent-encoded, which stays smaller than base64 for SVG). */
function svgDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').trim();
  return `data:image/svg+xml,${encodeURIComponent(compact).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%22/g, "'")}`;
}

export function inlineFavicon(publicDir = 'public'): Plugin {
  return {
    name: 'hallway-inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!faviconLink.test(html)) throw new Error('inline-favicon: index.html no longer links /icons/favicon.svg as its icon');
        const svg = readFileSync(path.join(publicDir, 'icons', 'favicon.svg'), 'utf8');
        return html.replace(faviconLink, `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`);
      },
    },
  };
}
