// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasPrerenderedPage, keepPrerenderedPageIfItFits } from '#client/lib/prerendered-page.ts';

function rootWith(path: string, search: 'any' | 'none'): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.prerendered = path;
  root.dataset.prerenderedSearch = search;
  root.innerHTML = '<h1>Welcome back</h1>';
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('the prerendered page in #root', () => {
  it('stays at its own address for a signed-out visitor', () => {
    const root = rootWith('/', 'any');
    expect(keepPrerenderedPageIfItFits(root, { pathname: '/', search: '?utm_source=mail' }, false)).toBe(true);
    expect(root.innerHTML).toBe('<h1>Welcome back</h1>');
    expect(hasPrerenderedPage(root)).toBe(true);
  });

  it('is removed for a signed-in visitor, whose page differs', () => {
    const root = rootWith('/', 'any');
    expect(keepPrerenderedPageIfItFits(root, { pathname: '/', search: '' }, true)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
    expect(hasPrerenderedPage(root)).toBe(false);
  });

  it('is removed at another address (HTML a service worker kept for another page)', () => {
    const root = rootWith('/', 'any');
    expect(keepPrerenderedPageIfItFits(root, { pathname: '/events', search: '' }, false)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
  });

  it('is removed when the page reads a search it was not drawn with', () => {
    const root = rootWith('/sign-in', 'none');
    expect(keepPrerenderedPageIfItFits(root, { pathname: '/sign-in', search: '?redirectTo=%2Fevents' }, false)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
  });

  it('leaves an empty #root alone', () => {
    const root = document.createElement('div');
    expect(keepPrerenderedPageIfItFits(root, { pathname: '/', search: '' }, false)).toBe(false);
    expect(keepPrerenderedPageIfItFits(null, { pathname: '/', search: '' }, false)).toBe(false);
  });
});
