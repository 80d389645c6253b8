// #root may arrive holding a page the build rendered to HTML (src/build/prerender-pages.ts):
// data-prerendered names the address it was drawn for. Read by the entry (src/client/boot.ts)
// before any library has loaded, so this imports nothing.

interface Here {
  pathname: string;
  search: string;
}

/** Whether #root holds prerendered HTML that the app may hydrate (left there by keepPrerenderedPageIfItFits). */
export function hasPrerenderedPage(root: HTMLElement): boolean {
  return root.dataset.prerendered !== undefined;
}

/**
 * Keeps the prerendered page in #root only where it is what the app would draw first: at its own
 * address, for a signed-out visitor. Otherwise #root is emptied, before the first paint, and the
 * app starts as it does without one. That happens to a signed-in visitor (their header differs;
 * sign-in and register send them on), and to a page a service worker answered with HTML cached
 * for another address.
 */
export function keepPrerenderedPageIfItFits(root: HTMLElement | null, here: Here, signedIn: boolean): boolean {
  if (!root || !hasPrerenderedPage(root)) return false;
  const { prerendered, prerenderedSearch } = root.dataset;
  if (!signedIn && prerendered === here.pathname && (prerenderedSearch === 'any' || here.search === '')) return true;
  dropPrerenderedPage(root);
  return false;
}

export function dropPrerenderedPage(root: HTMLElement): void {
  root.replaceChildren();
  delete root.dataset.prerendered;
  delete root.dataset.prerenderedSearch;
}
