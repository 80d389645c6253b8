import { test, expect } from '../fixtures/test.ts';
import { newAccountDetails, registerThroughApi } from '../fixtures/accounts.ts';
import { makePng } from '../fixtures/images.ts';
import { callQuery } from '../fixtures/trpc.ts';
import { fillRegisterForm } from '../fixtures/ui.ts';
import { typeInto } from '../fixtures/type-into.ts';

// Onboarding after registering, and who may see the profile it makes.

test('a new account walks the profile setup with a photo, and its profile page shows it all', async ({ page, account }) => {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/setup\?redirectTo=/);

  // Step 1: a photo. A landscape PNG, made now; the server crops it square.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a photo' })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await makePng(640, 400) });
  await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded.' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: about.
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await typeInto(page.getByLabel('Headline or job title'), 'Developer advocate');
  await typeInto(page.getByLabel('Company or organization'), 'Analytical Engines');
  await typeInto(page.getByLabel('Short bio'), 'I build offline-first apps and love a good hallway chat.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: links.
  await expect(page.getByRole('heading', { level: 1, name: 'Your links' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a link' }).click();
  await typeInto(page.getByLabel('Web address'), 'https://example.com/ada');
  await typeInto(page.getByLabel('Label'), 'Portfolio');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: interests, typed (tags are stored in lower case, src/client/features/profile/tags.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'Your interests' })).toBeVisible();
  await typeInto(page.getByLabel('Add your own'), 'Offline sync');
  await page.getByLabel('Add your own').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove offline sync' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: what brings them here.
  await expect(page.getByRole('heading', { level: 1, name: 'What brings you here' })).toBeVisible();
  const lookingFor = page.getByRole('group', { name: "I'm looking for" });
  await typeInto(lookingFor.getByLabel('Add your own'), 'Co-founders');
  await lookingFor.getByLabel('Add your own').press('Enter');
  await expect(lookingFor.getByRole('button', { name: 'Remove co-founders' })).toBeVisible();
  const offers = page.getByRole('group', { name: 'I can offer' });
  await typeInto(offers.getByLabel('Add your own'), 'Code reviews');
  await offers.getByLabel('Add your own').press('Enter');
  await expect(offers.getByRole('button', { name: 'Remove code reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 6: who may see the profile; then on to where registering was heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Who can see you' })).toBeVisible();
  await page.getByRole('radio', { name: /Everyone at my events/ }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/events\?filter=upcoming$/);
  await expect(page.getByText('Your profile is ready')).toBeVisible();

  // The profile page, reached from My Profile.
  await page.goto('/me');
  await page.getByRole('link', { name: 'View my profile' }).click();
  await expect(page).toHaveURL(/\/profile\/[^/?#]+$/);
  const profile = page.getByRole('article');
  await expect(profile.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` })).toBeVisible();
  await expect(profile).toContainText('Developer advocate · Analytical Engines');
  await expect(profile).toContainText('I build offline-first apps and love a good hallway chat.');
  await expect(profile.getByRole('link', { name: /Portfolio/ })).toHaveAttribute('href', 'https://example.com/ada');
  for (const tag of ['offline sync', 'co-founders', 'code reviews']) await expect(profile.getByText(tag, { exact: true })).toBeVisible();
  await expect(profile).toContainText('People at your events can see this profile.');

  // The uploaded photo, not the initials: served by us, loaded, and cropped square.
  // (The photo is decorative next to the name heading, alt="", so it has no role to query by.)
  const photo = profile.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const size = await photo.evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  expect(size.width).toBe(size.height);
});

test('a profile is not available to an account that shares no event with it', async ({ page, request, signedIn: visitor }, testInfo) => {
  // The owner registers on the API request context (signed in there, not in the page)
  // and gets a profile with a handle...
  const owner = newAccountDetails(testInfo);
  await registerThroughApi(request, owner);
  const ownProfile = await callQuery<{ handle: string; firstName: string }>(request, 'profile.mine');
  expect(ownProfile.firstName).toBe(owner.firstName);
  // ...that the owner can open,
  const asOwner = await callQuery<{ handle: string }>(request, 'profile.byHandle', { handle: ownProfile.handle });
  expect(asOwner.handle).toBe(ownProfile.handle);

  // but another signed-in account, at none of the owner's events, gets the one neutral answer.
  expect(visitor.email).not.toBe(owner.email);
  await page.goto(`/profile/${ownProfile.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This profile is not available' })).toBeVisible();
  await expect(page.getByText(owner.lastName)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to events' })).toBeVisible();
});
