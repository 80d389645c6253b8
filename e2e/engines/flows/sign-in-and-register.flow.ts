import type { EngineFlow } from '../engine-page.ts';
import { freshAccount, registerPerson } from '../flow-api.ts';
import { signInBoundFor, signInThroughForm, signOut } from './steps.ts';

// Flow 1: the landing page, sign-in that returns to where the visitor was going (and refuses a
// foreign redirectTo), then a newcomer registers and walks into the profile setup.
export const signInAndRegisterFlow: EngineFlow = {
  name: '1. landing, sign-in with redirectTo, register and setup',
  async run({ page, serverUrl }) {
    await page.goto('/');
    await page.see({ role: 'heading', name: 'Enrich your event with Hallway.' });

    // A signed-out visit to a signed-in page goes to sign-in and comes back after it.
    const returning = await registerPerson(serverUrl, page.engine, 'Rita');
    await page.goto('/me/connections');
    await page.waitForPath(/^\/sign-in\?redirectTo=/);
    await signInThroughForm(page, returning.account.email, returning.account.password);
    await page.waitForPath(/^\/me\/connections$/);
    await signOut(page);

    // A foreign redirectTo is refused: the visitor stays on our origin.
    await signInBoundFor(page, '//evil.test', returning.account);
    await page.waitForPath(/^\/(events\?filter=upcoming)?$/);
    const origin = await page.evaluate(() => location.origin, null);
    if (origin !== page.baseUrl) throw new Error(`the page left for ${origin}`);
    await signOut(page);

    // A newcomer registers and lands on the profile setup, which goes on to the events.
    const newcomer = freshAccount(page.engine, 'Nadia');
    await page.goto('/register');
    await page.see({ role: 'heading', name: 'Create your account' });
    await page.fill({ label: 'First name' }, newcomer.firstName);
    await page.fill({ label: 'Last name' }, newcomer.lastName);
    await page.fill({ label: 'Email' }, newcomer.email);
    await page.fill({ label: 'Password' }, newcomer.password);
    await page.click({ role: 'button', name: 'Register' });
    await page.waitForPath(/^\/setup\?redirectTo=/);
    await page.see({ text: 'Step 1 of 6' });
    await page.see({ role: 'heading', name: 'Add a photo' });
    await page.click({ role: 'button', name: 'Skip' });
    await page.see({ role: 'heading', name: 'About you' });
    await page.fill({ label: 'Headline or job title' }, 'Field engineer');
    await page.click({ role: 'button', name: 'Next' });
    await page.see({ role: 'heading', name: 'Your links' });
    await page.click({ role: 'button', name: 'Skip setup' });
    await page.waitForPath(/^\/events\?filter=upcoming$/);

    // The headline was saved on the way: the profile page shows it.
    await page.goto('/me');
    await page.click({ role: 'link', name: 'View my profile' });
    await page.waitForPath(/^\/profile\/[^/?#]+$/);
    await page.see({ role: 'heading', name: `${newcomer.firstName} ${newcomer.lastName}` });
    await page.see({ text: /Field engineer/ });
  },
};
