import { notFoundPathToken, type PrerenderedManifest } from '#shared/rules/prerendered-pages.ts';

/** One page the build renders to HTML: the address, the file it goes to, and whether it reads the address's search. */
export interface SignedOutPage {
  name: string;
  path: string;
  search: PrerenderedManifest['pages'][number]['search'];
}

/**
 * The pages a signed-out visitor opens first, painted from HTML before any script: they show
 * the same to everyone (no account, no saved data). Sign-in and register read ?redirectTo
 * (their links carry it on), so their HTML fits only the address without a search.
 */
export const signedOutPages: readonly SignedOutPage[] = [
  { name: 'landing', path: '/', search: 'any' },
  { name: 'sign-in', path: '/sign-in', search: 'none' },
  { name: 'register', path: '/register', search: 'none' },
  { name: 'terms', path: '/terms', search: 'any' },
  { name: 'privacy', path: '/privacy', search: 'any' },
];

/** Any unknown address: rendered once at the token path, filled in by the server per request. */
export const notFoundPage: SignedOutPage = { name: 'not-found', path: notFoundPathToken, search: 'any' };
