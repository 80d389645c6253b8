import { describe, expect, it } from 'vitest';
import { fillPageTemplate } from '../../src/build/page-html.ts';
import { notFoundPage, signedOutPages } from '../../src/build/signed-out-pages.ts';
import { notFoundPathToken } from '#shared/rules/prerendered-pages.ts';

describe('the pages the build renders to HTML', () => {
  it('are the landing page, sign-in, register, terms and privacy, plus the not-found page', () => {
    expect(signedOutPages.map((page) => page.path)).toEqual(['/', '/sign-in', '/register', '/terms', '/privacy']);
    expect(notFoundPage.path).toBe(notFoundPathToken);
  });

  it('fit every search except where the page reads it (?redirectTo on sign-in and register)', () => {
    const readsSearch = signedOutPages.filter((page) => page.search === 'none').map((page) => page.path);
    expect(readsSearch).toEqual(['/sign-in', '/register']);
    expect(notFoundPage.search).toBe('any');
  });

  it('go to files of their own', () => {
    const names = [...signedOutPages, notFoundPage].map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('a page in the built index.html', () => {
  const indexHtml = [
    '<!doctype html><html><head><title>%BRAND% | Enrich Your Event</title>',
    '<meta property="og:title" content="%BRAND% | Enrich Your Event" />',
    '<meta name="twitter:title" content="%BRAND% | Enrich Your Event" />',
    '</head><body><div id="root"></div><noscript>x</noscript></body></html>',
  ].join('\n');
  const signIn = signedOutPages.find((page) => page.path === '/sign-in')!;

  it('puts the markup in #root, saying which address and search it was drawn for', () => {
    const html = fillPageTemplate(indexHtml, signIn, { html: '<main><h1>Welcome back</h1></main>', title: 'Sign In | %BRAND%' });
    expect(html).toContain('<div id="root" data-prerendered="/sign-in" data-prerendered-search="none"><main><h1>Welcome back</h1></main></div>');
  });

  it('sets the title and the share titles, escaped', () => {
    const html = fillPageTemplate(indexHtml, signIn, { html: '', title: 'Terms & Conditions | %BRAND%' });
    expect(html).toContain('<title>Terms &amp; Conditions | %BRAND%</title>');
    expect(html).toContain('<meta property="og:title" content="Terms &amp; Conditions | %BRAND%" />');
    expect(html).toContain('<meta name="twitter:title" content="Terms &amp; Conditions | %BRAND%" />');
    expect(html).not.toContain('Enrich Your Event');
  });

  it('keeps a $ in the markup as it is', () => {
    const html = fillPageTemplate(indexHtml, signIn, { html: '<p>$& $1 $$</p>', title: 't' });
    expect(html).toContain('<p>$& $1 $$</p>');
  });

  it('fails the build when index.html has no empty #root to fill', () => {
    expect(() => fillPageTemplate(indexHtml.replace('<div id="root"></div>', ''), signIn, { html: '', title: 't' })).toThrow(/root/);
  });
});
