import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { App } from '#client/app.tsx';
import { router as appRouter } from '#client/router.tsx';
import { LandingShell } from '#client/features/landing/components/landing-shell.tsx';

// Signed out, the landing page runs without the router (src/client/landing-main.tsx), in a shell
// of its own that repeats the app's signed-out header and footer with plain links. This holds
// the two together: the same page, whichever of them draws it.

async function renderInTheApp(): Promise<string> {
  const router = createRouter({
    ...appRouter.options,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
    scrollRestoration: false,
  });
  await router.load();
  return renderToString(
    <StrictMode>
      <App cacheRestored={null} router={router} />
    </StrictMode>,
  );
}

/**
 * The markup as lines (one per element, attributes sorted, comments out), without what only the
 * router adds: its link state, the loading bar, and React's markers of the Suspense around its page.
 */
function canonicalMarkup(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  // The loading bar: a router page load shows it; the landing page loads no page in place.
  doc.querySelector('div[aria-hidden="true"][style*="scaleX"]')?.remove();
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) lines.push(`${'  '.repeat(depth)}"${node.textContent}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .filter((attribute) => !(node.tagName === 'A' && ['data-status', 'aria-current'].includes(attribute.name)))
      .map((attribute) => {
        const value = attribute.name === 'class' && node.tagName === 'A' ? attribute.value.split(' ').filter((name) => name !== 'active').join(' ') : attribute.value;
        return `${attribute.name}="${value}"`;
      })
      .sort();
    lines.push(`${'  '.repeat(depth)}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  for (const child of doc.body.childNodes) walk(child, 0);
  return lines;
}

describe('the landing page without the router', () => {
  it('is the markup the app draws at / for a signed-out visitor, bar the router\'s own marks', async () => {
    const inTheApp = canonicalMarkup(await renderInTheApp());
    const alone = canonicalMarkup(
      renderToString(
        <StrictMode>
          <LandingShell />
        </StrictMode>,
      ),
    );
    expect(alone).toEqual(inTheApp);
  });

  it('links only with plain anchors, marking the page it is on', () => {
    const doc = new DOMParser().parseFromString(renderToString(<LandingShell />), 'text/html');
    const hrefs = [...doc.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/#for-attendees', '/#for-organizers', '/sign-in', '/register', '/terms', '/privacy']));
    expect(doc.querySelector('header a[href="/"]')?.getAttribute('aria-current')).toBe('page');
  });
});
