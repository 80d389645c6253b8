// The painted first screen in the page (see first-screen-record.ts): the boot script puts the
// saved HTML in #first-screen, inert, and hides #root while the app starts; the live page
// swaps itself in when it is ready. Imports nothing, like the boot script that uses it.

export const firstScreenId = 'first-screen';

/** The path whose saved screen is showing, or null when none is. */
export function paintedFirstScreenPath(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(firstScreenId)?.dataset.path ?? null;
}

/** Whether the first screen showing is one the server drew into the page (adopt-drawn-screen.ts), not a saved one. */
export function firstScreenDrawnByServer(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById(firstScreenId)?.dataset.drawnBy === 'server';
}

/** Shows the live app in place of the saved screen (a no-op when none is showing). */
export function releaseFirstScreen(): void {
  if (typeof document === 'undefined') return;
  const screen = document.getElementById(firstScreenId);
  if (!screen) return;
  screen.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}

// References between elements would point into the live page or nowhere once copied.
const referenceAttributes = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-activedescendant'];

/** Rows further down than this (in viewport heights) are not part of a first screen, unless the list says otherwise. */
const screensKept = 1.5;

/**
 * How many viewport heights of a list to keep: its data-first-screen-list value when it gives one
 * (the album keeps 1: every saved thumbnail is a request to the worker and a picture to decode
 * before the first paint, and one below the screen shows nothing), else a screen and a half.
 */
function screensKeptFor(list: Element): number {
  const given = Number(list.getAttribute('data-first-screen-list') || NaN);
  return given > 0 ? given : screensKept;
}

/** How many of a live list's items start within the first screens of the document. */
function itemsOnFirstScreens(list: Element): number {
  const limit = window.innerHeight * screensKeptFor(list);
  let kept = 0;
  for (const item of list.children) {
    if (item.getBoundingClientRect().top + window.scrollY > limit) break;
    kept++;
  }
  return kept;
}

/**
 * The app's HTML as a first screen: long lists (marked data-first-screen-list) cut to what the
 * first screen and a half show (or as many screens as the list asks), since every saved row costs
 * layout before the first paint; ids and references left out, so nothing in the live page is ever
 * shadowed.
 */
export function firstScreenHtml(root: HTMLElement): string {
  const liveLists = [...root.querySelectorAll('[data-first-screen-list]')];
  const keep = liveLists.map(itemsOnFirstScreens);
  const copy = root.cloneNode(true) as HTMLElement;
  for (const [i, list] of [...copy.querySelectorAll('[data-first-screen-list]')].entries()) {
    const items = [...list.children];
    for (const item of items.slice(keep[i] ?? items.length)) item.remove();
  }
  for (const element of copy.querySelectorAll('[data-first-screen-skip]')) element.remove();
  for (const attribute of referenceAttributes) {
    for (const element of copy.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
  }
  return copy.innerHTML;
}
