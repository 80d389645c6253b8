import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePng } from '../../fixtures/images.ts';
import type { EngineFlow } from '../engine-page.ts';
import { assert, demoEventId, newDemoAttendee, signInBoundFor } from './steps.ts';

interface ProgressSeen {
  label: string;
  percent: number;
}

/**
 * Notes every upload progress bar the page shows, and each value it takes: on a local server a
 * small photo's bar may come and go between two looks, so the page keeps the record itself.
 * Serialised into the page: it must not close over anything.
 */
function watchUploadProgress(): void {
  const holder = window as unknown as { __uploadProgressSeen?: ProgressSeen[] };
  const seen: ProgressSeen[] = [];
  holder.__uploadProgressSeen = seen;
  const note = () => {
    for (const bar of document.querySelectorAll('[role="progressbar"][aria-label^="Uploading "]')) {
      const entry = { label: bar.getAttribute('aria-label') ?? '', percent: Number(bar.getAttribute('aria-valuenow')) };
      const last = seen[seen.length - 1];
      if (!last || last.label !== entry.label || last.percent !== entry.percent) seen.push(entry);
    }
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
}

// Flow 7: an attendee adds a photo to the demo event's album through the file picker, the photo
// uploads with its progress bar, and it shows in the album; on the server it is there once.
// (That its location data is removed is album.spec.ts's to test.)
export const albumUploadFlow: EngineFlow = {
  name: '7. an album upload with its progress bar',
  async run({ page, serverUrl }) {
    const person = await newDemoAttendee(serverUrl, page, 'Lin');
    const folder = mkdtempSync(path.join(tmpdir(), 'hallway-flow-photo-'));
    const fileName = `hall-${randomUUID().slice(0, 6)}.png`;
    const photoPath = path.join(folder, fileName);
    writeFileSync(photoPath, await makePng(800, 600));
    const caption = `Coffee line ${randomUUID().slice(0, 6)}`;
    try {
      await signInBoundFor(page, `/event/${demoEventId}/album`, person.account);
      await page.waitForPath(new RegExp(`^/event/${demoEventId}/album$`));
      await page.see({ role: 'heading', name: 'Album' });
      await page.evaluate(watchUploadProgress, null);

      await page.chooseFiles({ label: 'Choose from gallery' }, [photoPath]);
      await page.see({ role: 'list', name: 'Photos to add' });
      await page.see({ text: fileName });
      await page.fill({ label: 'Caption (optional)' }, caption);
      await page.click({ role: 'button', name: 'Add 1 photo' });

      // In the album, and no longer waiting on the phone.
      const photo = { role: 'button', name: new RegExp(`^Photo by .*: ${caption}$`) };
      await page.see(photo, { timeoutMs: 30_000 });
      await page.notSee({ role: 'heading', name: /^Your photos on this phone/ }, { timeoutMs: 15_000 });
      const seen = await page.evaluate(() => (window as unknown as { __uploadProgressSeen?: ProgressSeen[] }).__uploadProgressSeen ?? [], null);
      const bars = seen.filter((entry) => entry.label === `Uploading ${fileName}`);
      assert(bars.length > 0, `no progress bar for ${fileName} was shown (saw ${JSON.stringify(seen)})`);
      const percents = bars.map((entry) => entry.percent);
      assert(
        percents.every((percent, index) => percent >= 0 && percent <= 100 && (index === 0 || percent >= percents[index - 1]!)),
        `the progress bar went ${percents.join(' → ')} %: not forward from 0 to 100`,
      );

      // On the server once: a retried upload never adds the photo twice.
      const overlay = await person.api.query<{ ownPhotos: Array<{ photo: { caption: string } }> }>('album.overlay', { eventId: demoEventId });
      const mine = overlay.ownPhotos.filter((added) => added.photo.caption === caption).length;
      assert(mine === 1, `the server holds the photo ${mine} times, not once`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
