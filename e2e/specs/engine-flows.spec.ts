import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import type { EngineName } from '../engines/engine-page.ts';
import { engineFlows } from '../engines/flows/index.ts';
import { openPlaywrightEnginePage } from '../engines/playwright/playwright-engine-page.ts';
import { e2eBaseUrl } from '../fixtures/server-address.ts';

// The cross-engine flows (e2e/engines/flows/), run by Playwright in Chromium (the desktop project)
// and Firefox; WebKitGTK runs the same list over WebDriver (e2e/engines/webkit/). Each flow gets a
// browser of its own on a fresh profile, which it may close and open again (flow 10).

for (const flow of engineFlows) {
  test(`${flow.name} @engines @flows`, async ({ playwright, browserName }, testInfo) => {
    // A flow is a whole user story (several screens, offline and back, a browser restart).
    test.setTimeout(180_000);
    const use = testInfo.project.use;
    const page = await openPlaywrightEnginePage({
      engine: browserName as Exclude<EngineName, 'webkit'>,
      browserType: playwright[browserName],
      baseUrl: e2eBaseUrl,
      launchOptions: use.launchOptions ?? {},
      channel: use.channel,
      viewport: use.viewport ?? { width: 1280, height: 800 },
      locale: use.locale ?? 'en-CA',
    });
    try {
      await flow.run({ page, serverUrl: e2eBaseUrl });
    } catch (error) {
      // What the page showed when the flow failed (the test's own `page` fixture is not this one).
      const shown = page.currentPage();
      await shown.screenshot({ path: testInfo.outputPath('screen-at-failure.png'), fullPage: true }).catch(() => undefined);
      writeFileSync(testInfo.outputPath('page-at-failure.yml'), `${shown.url()}\n${await shown.locator('body').ariaSnapshot().catch(() => 'no snapshot')}`);
      throw error;
    } finally {
      await page.close();
    }
  });
}
