import type { EnginePage } from '../engine-page.ts';
import { activatedWorkerState } from '../../fixtures/activated-worker.ts';
import { demoEventId, demoEventName, registerPerson } from '../flow-api.ts';

// Steps several flows share, said as a user does them.

export { demoEventId, demoEventName };

/** Polls a condition in Node until it holds (a flow's own `expect.poll`, for every driver). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The sign-in form (on /sign-in, with or without redirectTo). Its button waits for the app to take over the prerendered form. */
export async function signInThroughForm(page: EnginePage, email: string, password: string): Promise<void> {
  await page.see({ role: 'heading', name: /Sign in|Welcome back/i });
  await page.fill({ label: 'Email' }, email);
  await page.fill({ label: 'Password' }, password);
  await page.click({ role: 'button', name: 'Sign In' });
}

/** Opens the sign-in page bound for `path` (as an invitation link does) and signs in there. */
export async function signInBoundFor(page: EnginePage, path: string, account: { email: string; password: string }): Promise<void> {
  await page.goto(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
  await signInThroughForm(page, account.email, account.password);
}

/** A person registered and joined to the demo event over HTTP (not the screens under test). */
export async function newDemoAttendee(serverUrl: string, page: EnginePage, firstName: string): Promise<Awaited<ReturnType<typeof registerPerson>>> {
  const person = await registerPerson(serverUrl, page.engine, firstName);
  await person.api.mutation('event.join', { id: demoEventId });
  return person;
}

/**
 * Waits until /sw.js is active, then reloads as a returning visitor would: the page is then
 * controlled by the worker, and the app has replaced the saved first screen (#first-screen, an
 * inert copy whose controls go nowhere).
 */
export async function reloadUnderServiceWorker(page: EnginePage): Promise<void> {
  const state = await page.evaluate(activatedWorkerState, null);
  assert(state === 'activated', `the service worker is ${state}, not activated`);
  await page.reload();
  await eventually('the page to be controlled by /sw.js', async () =>
    /\/sw\.js$/.test(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '', null)),
  );
  await page.notSee({ css: '#first-screen' });
}

/** Whether the page is controlled by the service worker (with the network cut, only it can have answered). */
export function controlledByServiceWorker(page: EnginePage): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null, null);
}

export async function openEventMenu(page: EnginePage): Promise<void> {
  await page.click({ role: 'button', name: 'Open event menu' });
  await page.see({ role: 'dialog', name: `${demoEventName} menu` });
}

export async function closeEventMenu(page: EnginePage): Promise<void> {
  await page.click({ role: 'button', name: 'Close event menu' });
  await page.notSee({ role: 'dialog', name: `${demoEventName} menu` });
}

/** "Make available offline" from the event menu, until the whole event is saved on the device. */
export async function makeDemoEventAvailableOffline(page: EnginePage): Promise<void> {
  await page.goto(`/event/${demoEventId}`);
  await page.see({ role: 'heading', name: demoEventName });
  await openEventMenu(page);
  await page.click({ role: 'button', name: 'Make available offline' });
  await page.see({ text: /^Available offline · \d+(\.\d)? (kB|MB) · updated \d\d:\d\d$/ }, { timeoutMs: 60_000 });
  await closeEventMenu(page);
}

export async function signOut(page: EnginePage): Promise<void> {
  await page.click({ role: 'button', name: 'Account menu' });
  await page.click({ role: 'menuitem', name: 'Sign Out' });
  await page.waitForPath(/^\/$/);
  // The path alone proves nothing when the page was at "/" already (a sign-in that refused a
  // foreign redirectTo may pass there): the account menu goes once the server has ended the
  // session and the app has forgotten it. A page opened before that would still be signed in.
  await page.notSee({ role: 'button', name: 'Account menu' }, { timeoutMs: 15_000 });
}
