import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePrerenderedPages } from '../../../src/build/prerender-pages.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// The build's own step (src/build/prerender-pages.ts) renders the real pages into a dist/ this
// file owns, from the project's index.html; the real server then sends them. No script runs
// here: what is asserted is the HTML as it arrives, i.e. what a browser paints before any JS.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const brand = 'Café <Hall> & "Co"';
const escapedBrand = 'Café &lt;Hall&gt; &amp; &quot;Co&quot;';
let dist: string;
let t: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'hallway-prerendered-'));
  await copyFile(path.join(repoRoot, 'index.html'), path.join(dist, 'index.html'));
  await writePrerenderedPages(dist, { configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, mode: 'production' });
  t = await startTestServer({ distDir: dist, env: { BRAND_NAME: brand } });
});
afterAll(async () => {
  await t?.stop();
  await rm(dist, { recursive: true, force: true });
});

async function getHtml(url: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; response: Response }> {
  const response = await t.api.fetch(url, { headers });
  return { status: response.status, html: await response.text(), response };
}

/** The markup inside #root, and the address it says it was drawn for. */
function rootOf(html: string): { drawnFor: string | null; body: string } {
  const start = html.indexOf('<div id="root"');
  const drawnFor = /<div id="root" data-prerendered="([^"]*)"/.exec(html)?.[1] ?? null;
  return { drawnFor, body: html.slice(start, html.indexOf('<noscript>')) };
}

describe('signed-out pages arrive as HTML', () => {
  it('GET / has the landing headline, the section anchors and the default title, branded', async () => {
    const { status, html, response } = await getHtml('/');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).not.toContain('%BRAND%');
    expect(html).toContain(`<title>${escapedBrand} | Enrich Your Event</title>`);
    expect(html).toContain(`<meta name="description" content="Enrich your event with ${escapedBrand}." />`);
    const root = rootOf(html);
    expect(root.drawnFor).toBe('/');
    expect(root.body).toMatch(new RegExp(`<h1[^>]*>Enrich your event with (<!-- -->)?${escapedBrand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // The header links to the two sections, and the sections are there to land on.
    expect(root.body).toContain('href="/#for-attendees"');
    expect(root.body).toContain('href="/#for-organizers"');
    expect(root.body).toContain('id="for-attendees"');
    expect(root.body).toContain('id="for-organizers"');
    expect(root.body).toContain('href="/sign-in"');
    expect(root.body).toContain('href="/register"');
  });

  it.each([
    ['/sign-in', 'Sign In', 'Welcome back'],
    ['/register', 'Register', 'Create your account'],
    ['/terms', 'Terms &amp; Conditions', 'Terms &amp; Conditions'],
    ['/privacy', 'Privacy', 'Privacy'],
  ])('GET %s has its own title (also for sharing) and its heading', async (url, title, heading) => {
    const { status, html } = await getHtml(url);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${title} | ${escapedBrand}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title} | ${escapedBrand}" />`);
    expect(rootOf(html).drawnFor).toBe(url);
    expect(rootOf(html).body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('the sign-in form is in the HTML, posting (never a password in the address) and disabled until the app runs', async () => {
    const { body } = rootOf((await getHtml('/sign-in')).html);
    expect(body).toMatch(/<form [^>]*method="post"/);
    expect(body).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    expect(body).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(body).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sign In<\/button>/);
  });

  it('is sent compressed when the browser accepts it', async () => {
    const { html, response } = await getHtml('/', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(html).toContain('id="for-organizers"');
  });
});

describe('other addresses', () => {
  it('sign-in with a ?redirectTo gets the bare app shell (its HTML would carry the wrong links)', async () => {
    const { status, html } = await getHtml('/sign-in?redirectTo=%2Fevents');
    expect(status).toBe(200);
    expect(rootOf(html).drawnFor).toBeNull();
    expect(html).toContain('<div id="root"></div>');
  });

  it('the landing page keeps its HTML with a search it does not read', async () => {
    expect(rootOf((await getHtml('/?utm_source=mail')).html).drawnFor).toBe('/');
  });

  it.each(['/index.html', '/events', '/event/6f1b7f4e-0000-4000-8000-000000000000/schedule?filter=all', '/sign-in/', '/me/code'])(
    '%s (a route of the app) gets the bare app shell with 200',
    async (url) => {
      const { status, html } = await getHtml(url);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`<title>${escapedBrand} | Enrich Your Event</title>`);
    },
  );

  it('an unknown path is a 404 with the not-found page naming it', async () => {
    const { status, html, response } = await getHtml('/no/such/stage');
    expect(status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain(`<title>404: Stage Missing! | ${escapedBrand}</title>`);
    expect(rootOf(html).drawnFor).toBe('/no/such/stage');
    expect(rootOf(html).body).toContain('404: Stage Missing!');
    expect(rootOf(html).body).toContain('Page not found: /no/such/stage');
    expect(html).not.toContain('__hallway-not-found__');
  });

  it('an unknown path it cannot name as it is gets a 404 with the bare shell, never the path echoed', async () => {
    const { status, html } = await getHtml('/no%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toMatch(/script%3E|<script>alert/);
  });

  it('a form posted to a page address is a clear 404, not a page and not a 500', async () => {
    const response = await t.api.fetch('/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('unknown API paths stay JSON 404s', async () => {
    const response = await t.api.fetch('/api/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});
