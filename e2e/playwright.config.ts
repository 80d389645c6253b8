import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { cameraSpecs, cameraVideoPath } from './fixtures/camera-path.ts';
import { e2eBaseUrl, e2eDataDir, e2eDistDir, e2ePrebuiltDist, e2eResultsDir } from './fixtures/server-address.ts';
import { e2eServerEnv } from './fixtures/server-env.ts';

// Browser tests run the production build against the real server and a fresh
// embedded database: nothing mocked. Debian's Chromium, never a downloaded one.
// See e2e/README.md.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const isCi = Boolean(process.env.CI);
/** Debian's Firefox ESR (apt-get install firefox-esr); E2E_FIREFOX names another build. */
const firefoxPath = process.env.E2E_FIREFOX ?? '/usr/bin/firefox-esr';

// E2E_PREBUILT_DIST names a production build to serve instead of building one (e2e/README.md,
// "Run"): refuse a wrong one here rather than as forty puzzling test failures.
if (e2ePrebuiltDist !== undefined) {
  if (!path.isAbsolute(e2ePrebuiltDist)) throw new Error(`E2E_PREBUILT_DIST must be an absolute path, not "${e2ePrebuiltDist}"`);
  for (const file of ['index.html', 'sw.js']) {
    if (!existsSync(path.join(e2ePrebuiltDist, file))) throw new Error(`E2E_PREBUILT_DIST=${e2ePrebuiltDist} holds no ${file}: not a finished build`);
  }
}

export default defineConfig({
  testDir: './specs',
  outputDir: e2eResultsDir,
  fullyParallel: true,
  // Two cores: the server and two browsers already fill them.
  workers: 2,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The summary reporter prints the plain "N passed, N failed" line CI reads (see e2e/README.md, "Plain summary line").
  reporter: [['list'], ['./summary-reporter.ts']],
  use: {
    baseURL: e2eBaseUrl,
    locale: 'en-CA',
    serviceWorkers: 'allow',
    // Recording a trace costs every test its screenshots and DOM snapshots, on two cores the biggest
    // share of the run's time; CI retries a failed test once, and that retry records one. Locally,
    // `--trace on` (e2e/README.md, "Traces").
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    {
      // Door check-in and connection scans: Chromium's fake camera plays a Y4M file the spec
      // rewrites between scans (e2e/fixtures/fake-camera.ts). The capture device is shared by every
      // context of the browser, so these tests take turns: one worker. Listed first, so that they
      // run beside the other projects from the start rather than alone on one core at the end.
      name: 'camera',
      testMatch: cameraSpecs,
      workers: 1,
      fullyParallel: false,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        permissions: ['camera'],
        launchOptions: {
          ...launchOptions,
          args: [
            ...launchOptions.args,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${cameraVideoPath}`,
          ],
        },
      },
    },
    {
      name: 'desktop',
      testIgnore: cameraSpecs,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // The flows every phone's engine must pass (issue 34) carry the @engines tag and run in
      // Firefox too: Debian's firefox-esr driven over WebDriver BiDi (no downloaded browser). Its
      // fake camera is switched on, and permission prompts off, by preferences.
      name: 'firefox',
      grep: process.env.E2E_FIREFOX_ALL ? /./ : /@engines/,
      testIgnore: cameraSpecs,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: firefoxPath,
          firefoxUserPrefs: { 'media.navigator.streams.fake': true, 'media.navigator.permission.disabled': true },
        },
      },
    },
    {
      // Only the specs where the small screen changes the path (menus, offline use
      // at the venue) run on the phone too; they carry the @phone tag.
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: {
    // Build once into a private directory (e2e/start-server.ts says why), unless
    // E2E_PREBUILT_DIST names a build already made, then start the real server on a
    // fresh data directory.
    command: [
      `rm -rf ${e2eDataDir}`,
      `mkdir -p ${e2eDataDir}`,
      // NODE_ENV below is for the server; the build must be a production one
      // (Vite derives import.meta.env.PROD, and React its build, from NODE_ENV).
      ...(e2ePrebuiltDist === undefined ? [`NODE_ENV=production npx vite build --outDir ${e2eDistDir} --emptyOutDir --logLevel warn`] : []),
      'exec node --import tsx e2e/start-server.ts',
    ].join(' && '),
    cwd: '..',
    url: `${e2eBaseUrl}/api/health`,
    // A new PGlite database takes up to 13 s to initialise, after a 5–20 s build (none with E2E_PREBUILT_DIST).
    timeout: 180_000,
    reuseExistingServer: !isCi && process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv,
  },
});
