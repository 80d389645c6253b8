import { test, expect } from '../fixtures/test.ts';
import { expectCameraRunning, showCode, showNothing } from '../fixtures/door-device.ts';
import { forgeCode, setUpDoorEvent } from '../fixtures/door-event.ts';
import { callMutation, callQuery } from '../fixtures/trpc.ts';
import { signInThroughForm } from '../fixtures/ui.ts';

// Networking bingo with the phone's camera while offline: an attendee scans two other people's
// personal codes for two tiles, each judged on the phone (signature, who fits) and shown pending;
// once the network is back the server confirms both. A forged code is refused on the phone.
// Chromium's fake camera plays the codes (the camera project runs these one at a time).

const prompts = {
  anyone: 'Say hello to anyone',
  mentoring: 'Someone who offers mentoring',
  forged: 'Someone into robots',
};
// A 3×3 card: the three tiles the story uses and six it leaves empty.
const otherPrompts = ['A speaker', 'Someone from another organization', 'Someone into gardening', 'Someone into chess', 'Someone into jazz', 'Someone into hiking'];

test('bingo tiles scanned offline are pending, confirmed once online, and a forged code is refused', async ({ browser, playwright }, testInfo) => {
  test.slow();
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 3 });
  const [ada, grace, katherine] = door.attendees;
  if (!ada || !grace || !katherine) throw new Error('set-up made too few people');
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: door.eventId, features: { enableBingo: true, enableAttendeeList: true } });
  await callMutation(door.organizer.api, 'bingo.setup', {
    eventId: door.eventId,
    size: 3,
    tiles: [
      { prompt: prompts.anyone, rule: 'anyone' },
      { prompt: prompts.mentoring, rule: 'mentoring' },
      { prompt: prompts.forged, rule: 'interest', tag: 'Robots' },
      { prompt: otherPrompts[0], rule: 'speaker' },
      { prompt: otherPrompts[1], rule: 'other-organization' },
      ...otherPrompts.slice(2).map((prompt) => ({ prompt, rule: 'interest', tag: prompt.replace('Someone into ', '') })),
    ],
  });
  // Both people are in the directory, so the phone can tell offline who fits: Katherine offers
  // mentoring, Grace does not (she fits only the free tile).
  await callMutation(grace.api, 'profile.update', { company: 'Analytical Engines', visibility: 'everyone' });
  await callMutation(katherine.api, 'profile.update', { company: 'Orbital Mechanics', offers: ['Mentoring'], visibility: 'everyone' });
  showNothing();

  const context = await browser.newContext({ permissions: ['camera'] });
  const page = await context.newPage();
  const card = page.getByRole('list', { name: 'Your bingo card' });
  const tile = (prompt: string) => card.getByRole('link', { name: new RegExp(`^${prompt}:`) });
  try {
    // Online first, as a phone that opened the event before the Wi-Fi went: the directory (saved
    // in the event pack), the card, the members index, the code key and the scanner's code.
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${door.eventId}/attendees`)}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    await expect(page.getByText(katherine.name).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(grace.name).first()).toBeVisible();
    await page.goto(`/event/${door.eventId}/bingo`);
    await expect(page.getByRole('heading', { level: 1, name: 'Networking Bingo' })).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(9);
    await expect(tile(prompts.anyone)).toHaveAttribute('data-state', 'empty');
    await tile(prompts.anyone).click();
    await expect(page.getByRole('heading', { level: 1, name: prompts.anyone })).toBeVisible();
    await expectCameraRunning(page);

    // Offline: Grace for the free tile, judged on the phone and queued.
    await context.setOffline(true);
    await showCode(page, grace, 'switch-camera');
    const result = page.getByRole('status').filter({ hasText: 'fills this tile' });
    await expect(result).toContainText(`${grace.name} fills this tile: pending until the server confirms it.`, { timeout: 20_000 });
    showNothing();
    // One live region on the page says what happened, and one link leads back to the card.
    await expect(page.getByRole('status').filter({ hasText: 'fills this tile' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Back to my card' }).click();
    await expect(tile(prompts.anyone)).toHaveAttribute('data-state', 'pending');
    await expect(tile(prompts.anyone)).toHaveAccessibleName(`${prompts.anyone}: pending, saved when online`);

    // Katherine for the mentoring tile: a new scanner page opens the camera afresh on her code.
    await showCode(page, katherine, 'auto-resume');
    await tile(prompts.mentoring).click();
    await expect(page.getByRole('heading', { level: 1, name: prompts.mentoring })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'fills this tile' })).toContainText(`${katherine.name} fills this tile: pending`, { timeout: 20_000 });
    showNothing();
    await page.getByRole('link', { name: 'Back to my card' }).click();
    await expect(tile(prompts.mentoring)).toHaveAttribute('data-state', 'pending');

    // A forged code (Grace's with its signature changed): refused on the phone, nothing queued.
    await showCode(page, forgeCode(grace.code), 'auto-resume');
    await tile(prompts.forged).click();
    await expect(page.getByRole('heading', { level: 1, name: prompts.forged })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Refused:' })).toContainText('Refused: Not a valid Hallway code (forged or damaged)', { timeout: 20_000 });
    showNothing();
    await page.getByRole('link', { name: 'Back to my card' }).click();
    await expect(tile(prompts.forged)).toHaveAttribute('data-state', 'empty');
    await expect(card.locator('[data-state="pending"]')).toHaveCount(2);
    const mine = async () => callQuery<{ fills: Array<{ tileId: string; personId: string }> }>(ada.api, 'bingo.card', { eventId: door.eventId });
    expect((await mine()).fills).toEqual([]);

    // Online again: the outbox sends both scans, the server confirms them, the tiles fill.
    await context.setOffline(false);
    await expect(tile(prompts.anyone)).toHaveAttribute('data-state', 'filled', { timeout: 30_000 });
    await expect(tile(prompts.mentoring)).toHaveAttribute('data-state', 'filled', { timeout: 30_000 });
    await expect(tile(prompts.anyone)).toHaveAccessibleName(`${prompts.anyone}: filled by ${grace.name}`);
    await expect(tile(prompts.mentoring)).toHaveAccessibleName(`${prompts.mentoring}: filled by ${katherine.name}`);
    await expect(tile(prompts.forged)).toHaveAttribute('data-state', 'empty');
    const fills = (await mine()).fills.map((fill) => fill.personId).sort();
    expect(fills).toEqual([grace.accountId, katherine.accountId].sort());
  } finally {
    await context.close();
    await door.dispose();
  }
});

// Issue 31, item 17: on a phone a 4×4 tile is about 90 px wide, and "organization" came out as
// "organizatio / n". A word may be hyphenated or the text made smaller; it is never split bare.
const longWordPrompts = [
  'Someone from another organization',
  'Someone into localization',
  'Someone into photojournalism',
  'Someone into interoperability',
  'Someone into microcontrollers',
  'Someone into accessibility',
  'Someone into typography',
  'Someone into architecture',
  'Someone into entrepreneurship',
  'Someone into semiconductors',
  'Someone into thermodynamics',
  'Someone into choreography',
  'Someone into oceanography',
  'Someone into biochemistry',
  'Someone into meteorology',
];

test('4×4 bingo tiles never split a word across lines without a hyphen', async ({ browser, playwright }, testInfo) => {
  const door = await setUpDoorEvent(playwright, testInfo, { staff: 0, attendees: 1 });
  const [ada] = door.attendees;
  if (!ada) throw new Error('set-up made too few people');
  await callMutation(door.organizer.api, 'eventAdmin.setFeatures', { id: door.eventId, features: { enableBingo: true } });
  await callMutation(door.organizer.api, 'bingo.setup', {
    eventId: door.eventId,
    size: 4,
    tiles: [
      { prompt: longWordPrompts[0], rule: 'other-organization' },
      ...longWordPrompts.slice(1).map((prompt) => ({ prompt, rule: 'interest', tag: prompt.replace('Someone into ', '') })),
      { prompt: 'Say hello to anyone', rule: 'anyone' },
    ],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`/sign-in?redirectTo=${encodeURIComponent(`/event/${door.eventId}/bingo`)}`);
    await signInThroughForm(page, ada.account.email, ada.account.password);
    const card = page.getByRole('list', { name: 'Your bingo card' });
    await expect(card.getByRole('link')).toHaveCount(16);
    await page.evaluate(() => document.fonts.ready);
    // Each word of each prompt: its rendered boxes all sit on one line (a bare split gives two),
    // and no prompt is wider than its tile.
    await expect
      .poll(() =>
        card.locator('a > span:first-child').evaluateAll((spans) =>
          spans.flatMap((span) => {
            const text = span.firstChild;
            if (!(text instanceof Text)) return [`no text in ${span.textContent}`];
            const found: string[] = [];
            if (span.scrollWidth > span.clientWidth + 1) found.push(`"${span.textContent}" is wider than its tile`);
            for (const match of text.data.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) found.push(`"${match[0]}" is split over ${tops.size} lines`);
            }
            return found;
          }),
        ),
      )
      .toEqual([]);
    await card.screenshot({ path: testInfo.outputPath('bingo-4x4-card.png') });
  } finally {
    await context.close();
  }
});
