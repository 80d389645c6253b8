// What the page, its service worker and the server agree on about a screen the server draws into
// a first visit's page (src/server/http/first-screen-page.ts).

/** Sent by the service worker with its own fetch of a page: it keeps one plain shell for every address, so the server draws nothing into it. */
export const firstScreenSkipHeader = 'x-hallway-plain-shell';

/** The phone's time zone, written by the app (src/client/lib/phone-zone-cookie.ts), so a drawn screen shows its times as the live page will. */
export const phoneTimeZoneCookie = 'hallway-zone';
