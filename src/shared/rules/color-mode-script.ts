// The saved colour mode, set by a tiny inline script in <head> before anything is painted, in
// every engine. A module script with blocking="render" did it in Chromium only: Firefox and WebKit
// drew a slow first load light, then dark (issue 34). The build puts this text in index.html
// (src/build/color-mode-first.ts); the server allows exactly it by its hash in the page's
// Content-Security-Policy (src/server/http/security-headers.ts). Decision 0093.

/** Where the colour preference is kept ('light', 'dark' or 'system'): stores/color-mode-store.ts owns the rule. */
export const colorModeStorageKey = 'hallway-color-mode';

/**
 * The script's whole text: dark for 'dark', or for 'system'/nothing when the OS is dark; no storage
 * leaves it to the app. colorScheme as the app's store sets it, so the app's first render changes
 * nothing.
 */
export const colorModeScript =
  `try{var p=localStorage.getItem(${JSON.stringify(colorModeStorageKey)}),` +
  `d=p==='dark'||(p!=='light'&&!!window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches),` +
  `r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}`;
