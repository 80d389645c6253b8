import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, BrowserType, LaunchOptions, Locator, Page, ViewportSize } from '@playwright/test';
import { installCameraFeed } from '../camera-feed.ts';
import type { EngineName, EnginePage, PageFunction, Target, TextMatch, WaitOptions } from '../engine-page.ts';
import { onceMoreIfAborted } from '../../fixtures/aborted-goto.ts';

// The flows' EnginePage for Chromium and Firefox, over Playwright. A persistent context on a
// profile directory of its own, not the test's usual throwaway one, so `restart()` can close the
// browser and open it again on the same storage (flow 10).

export interface PlaywrightEngineOptions {
  engine: Exclude<EngineName, 'webkit'>;
  browserType: BrowserType;
  baseUrl: string;
  launchOptions: LaunchOptions;
  channel?: string;
  viewport: ViewportSize | null;
  locale: string;
}

const defaultTimeoutMs = 10_000;

const exactly = (match: TextMatch) => typeof match === 'string';

function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).filter({ visible: true }).first() : page;
  if ('role' in target) return scope.getByRole(target.role as Parameters<Page['getByRole']>[0], { name: target.name, exact: exactly(target.name) });
  if ('label' in target) return scope.getByLabel(target.label, { exact: exactly(target.label) });
  if ('text' in target) return scope.getByText(target.text, { exact: exactly(target.text) });
  return scope.locator(target.css);
}

const visible = (page: Page, target: Target) => locate(page, target).filter({ visible: true }).first();

function describe(target: Target): string {
  return JSON.stringify(target, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value));
}

/** The flows' page, and Playwright's own page under it (for a failed flow's screenshot and snapshot). */
export type PlaywrightEnginePage = EnginePage & { currentPage(): Page };

export async function openPlaywrightEnginePage(options: PlaywrightEngineOptions): Promise<PlaywrightEnginePage> {
  const profileDir = mkdtempSync(path.join(tmpdir(), `hallway-${options.engine}-profile-`));
  let context: BrowserContext;
  let page: Page;

  const launch = async () => {
    context = await options.browserType.launchPersistentContext(profileDir, {
      ...options.launchOptions,
      ...(options.channel ? { channel: options.channel } : {}),
      baseURL: options.baseUrl,
      viewport: options.viewport,
      locale: options.locale,
      serviceWorkers: 'allow',
    });
    page = context.pages()[0] ?? (await context.newPage());
  };
  await launch();

  const pathOf = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };

  return {
    currentPage: () => page,
    engine: options.engine,
    baseUrl: options.baseUrl,
    async goto(target) {
      await onceMoreIfAborted(() => page.goto(target));
    },
    async reload() {
      await page.reload();
    },
    async waitForPath(match, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      await page.waitForURL((url) => match.test(`${url.pathname}${url.search}`), { timeout: timeoutMs });
    },
    async path() {
      return pathOf();
    },
    async click(target, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      await visible(page, target).click({ timeout: timeoutMs });
    },
    async fill(target, value, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      // Typed key by key, as a person does. Playwright's fill() in Firefox over WebDriver BiDi sets
      // the value without React hearing it (measured: the setup's headline was never saved, and
      // React's onChange never ran; typed, it is saved), which no user can do.
      const field = visible(page, target);
      await field.click({ timeout: timeoutMs });
      await field.press('ControlOrMeta+a');
      await field.press('Delete');
      await field.pressSequentially(value);
    },
    async chooseFiles(target, filePaths, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      // A file input is often visually hidden behind a styled button: not filtered on visibility.
      await locate(page, target).first().setInputFiles(filePaths, { timeout: timeoutMs });
    },
    async see(target, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      await visible(page, target).waitFor({ state: 'visible', timeout: timeoutMs });
    },
    async notSee(target, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      const deadline = Date.now() + timeoutMs;
      while ((await locate(page, target).filter({ visible: true }).count()) > 0) {
        if (Date.now() > deadline) throw new Error(`still visible after ${timeoutMs} ms on ${pathOf()}: ${describe(target)}`);
        await page.waitForTimeout(100);
      }
    },
    async textOf(target, { timeoutMs = defaultTimeoutMs }: WaitOptions = {}) {
      const element = visible(page, target);
      await element.waitFor({ state: 'visible', timeout: timeoutMs });
      return (await element.innerText()).trim();
    },
    async count(target) {
      return locate(page, target).filter({ visible: true }).count();
    },
    async evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result> {
      // Playwright's own typing unboxes handles in the argument; ours are plain JSON.
      const run = fn as (arg: unknown) => Promise<Result>;
      return page.evaluate(run, arg as unknown);
    },
    async setOffline(offline) {
      await context.setOffline(offline);
    },
    async showToCamera(pngDataUrl) {
      await page.evaluate(installCameraFeed, pngDataUrl);
    },
    async restart() {
      await context.close();
      await launch();
    },
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
