import { phoneTimeZoneCookie } from '#shared/rules/first-screen-page.ts';
import { deviceTimeZone } from '#shared/rules/kept-formats.ts';

// The server draws an event screen into the page of a first visit (src/server/http/first-screen-page.ts)
// and shows its times in this phone's zone when it knows it: from this cookie, written at every
// start (a phone that travelled writes its new zone). Without it the server uses the event's own
// zone, where most attendees' phones are.

const oneYearSeconds = 365 * 24 * 60 * 60;

export function rememberPhoneZone(): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${phoneTimeZoneCookie}=${encodeURIComponent(deviceTimeZone())}; path=/; max-age=${oneYearSeconds}; samesite=lax${secure}`;
}
