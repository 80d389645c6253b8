// The flows' EnginePage (e2e/engines/engine-page.ts) for WebKitGTK, over WebDriver classic with
// webdriverio: what Playwright's locators and auto-waiting do for the other engines is done here
// by an in-page finder (find-in-page.ts) and by polling every 100 ms.
import { installCameraFeed } from '../camera-feed.ts';
import type { CuttableProxy } from '../cuttable-proxy.ts';
import type { EngineName, EnginePage, PageFunction, Target, WaitOptions } from '../engine-page.ts';
import { centreAndArmClickProbe, readClickProbe } from './click-probe.ts';
import { type FoundElements, findInPage } from './find-in-page.ts';
import { type AsyncOutcome, asyncScript, syncScript } from './page-script.ts';
import { describeTarget, serialiseTarget } from './serialise-target.ts';
import { canKeepProfile, launchWebKit, type WebKitLaunch, type WebKitLaunchOptions } from './webkit-launch.ts';

const defaultTimeoutMs = 10_000;
const pollMs = 100;
/** How WebDriver classic carries an element out of a script and back into a command. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

type ElementReference = { [elementKey]: string };
type Found = Omit<FoundElements, 'elements'> & { elements: ElementReference[] };

const findScript = syncScript(findInPage);
const pathScript = syncScript(() => location.pathname + location.search);
const valueScript = syncScript((element: HTMLInputElement) => element.value);
// WebDriver scrolls a target only until it is in view, where the app's sticky header can still
// cover it ("element click intercepted"); the middle of the window is clear, as Playwright finds.
const centreScript = asyncScript(centreAndArmClickProbe);
const readProbeScript = syncScript(readClickProbe);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

export interface WebKitPageOptions extends WebKitLaunchOptions {
  /** The proxy between the browser and the app: its URL is the page's origin, and setOffline cuts it. */
  proxy: CuttableProxy;
}

/** W3C WebDriver errors that mean the click was not dispatched (the element went or was covered). */
function clickNeverSent(error: unknown): boolean {
  return /stale element reference|element click intercepted|element not interactable|no such element/i.test(error instanceof Error ? error.message : String(error));
}

export class WebKitEnginePage implements EnginePage {
  readonly engine: EngineName = 'webkit';
  readonly baseUrl: string;

  private constructor(
    private launch: WebKitLaunch,
    private readonly options: WebKitPageOptions,
  ) {
    this.baseUrl = options.proxy.url;
  }

  static async open(options: WebKitPageOptions): Promise<WebKitEnginePage> {
    return new WebKitEnginePage(await launchWebKit(options), options);
  }

  private get browser(): WebdriverIO.Browser {
    return this.launch.browser;
  }

  private async find(target: Target, includeHidden = false): Promise<Found> {
    return (await this.browser.executeScript(findScript, [serialiseTarget(target), includeHidden])) as Found;
  }

  /** Tries until `attempt` answers something other than undefined; then fails naming what and where. */
  private async poll<T>(what: string, options: WaitOptions | undefined, attempt: () => Promise<T | undefined>): Promise<T> {
    const timeoutMs = options?.timeoutMs ?? defaultTimeoutMs;
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        const result = await attempt();
        if (result !== undefined) return result;
      } catch (error) {
        // A page between two documents, or an element replaced under the click: try again.
        lastError = error;
      }
      if (Date.now() >= deadline) break;
      await sleep(pollMs);
    }
    const where = await this.path().catch(() => '(no page)');
    const cause = lastError === undefined ? '' : ` (last error: ${firstLine(lastError)})`;
    throw new Error(`webkit: timed out after ${timeoutMs} ms waiting to ${what} on ${where}${cause}`);
  }

  async goto(path: string): Promise<void> {
    await this.browser.navigateTo(new URL(path, this.baseUrl).href);
  }

  async reload(): Promise<void> {
    await this.browser.refresh();
  }

  async waitForPath(match: RegExp, options?: WaitOptions): Promise<void> {
    await this.poll(`reach a path matching ${String(match)}`, options, async () => (match.test(await this.path()) ? true : undefined));
  }

  async path(): Promise<string> {
    return (await this.browser.executeScript(pathScript, [])) as string;
  }

  async click(target: Target, options?: WaitOptions): Promise<void> {
    await this.poll(`click ${describeTarget(target)} (visible and enabled)`, options, async () => {
      const found = await this.find(target);
      const element = found.elements[0];
      if (!element || !found.enabled[0]) return undefined;
      const armed = (await this.browser.executeAsyncScript(centreScript, [element])) as AsyncOutcome<null>;
      if (!armed.ok) throw new Error(armed.error);
      try {
        await this.browser.elementClick(element[elementKey]);
      } catch (error) {
        // Only these say the click never reached the page: it is tried again. Any other failure
        // (a driver answer lost or late on a busy machine) may come after the click: clicking
        // again would undo a switch or send a form twice, so the flow's next step judges it.
        if (clickNeverSent(error)) throw error;
        return true;
      }
      // The target itself heard no click (it went where the element was a moment ago, or
      // nowhere): clicking again cannot undo anything on it. A page that went away was clicked.
      const readProbe = async () => (await this.browser.executeScript(readProbeScript, []).catch(() => 'left')) as string | null;
      let landed = await readProbe();
      // Nothing yet: a click still on its way must not be doubled, so look once more a little later.
      if (landed === null) landed = await sleep(250).then(readProbe);
      if (landed === 'target' || landed === 'left') return true;
      throw new Error(`the click did not reach ${describeTarget(target)} (it landed on ${landed ?? 'nothing'})`);
    });
  }

  async fill(target: Target, value: string, options?: WaitOptions): Promise<void> {
    await this.poll(`fill ${describeTarget(target)}`, options, async () => {
      const found = await this.find(target);
      const element = found.elements[0];
      if (!element || !found.enabled[0]) return undefined;
      const id = element[elementKey];
      // Clear sets the value from script, which React's value tracker does not report; the keys
      // typed after it are what React hears. An empty value is typed as a space taken back.
      await this.browser.elementClear(id);
      await this.browser.elementSendKeys(id, value === '' ? ' \uE003' : value);
      return (await this.browser.executeScript(valueScript, [element])) === value ? true : undefined;
    });
  }

  async chooseFiles(target: Target, filePaths: string[], options?: WaitOptions): Promise<void> {
    await this.poll(`choose files in ${describeTarget(target)}`, options, async () => {
      // A file input is often hidden behind a styled button: WebDriver may still send it paths.
      const element = (await this.find(target, true)).elements[0];
      if (!element) return undefined;
      await this.browser.elementSendKeys(element[elementKey], filePaths.join('\n'));
      return true;
    });
  }

  async see(target: Target, options?: WaitOptions): Promise<void> {
    await this.poll(`see ${describeTarget(target)}`, options, async () => ((await this.find(target)).elements.length > 0 ? true : undefined));
  }

  async notSee(target: Target, options?: WaitOptions): Promise<void> {
    await this.poll(`no longer see ${describeTarget(target)}`, options, async () =>
      (await this.find(target)).elements.length === 0 ? true : undefined,
    );
  }

  async textOf(target: Target, options?: WaitOptions): Promise<string> {
    return this.poll(`read ${describeTarget(target)}`, options, async () => (await this.find(target)).texts[0]);
  }

  async count(target: Target): Promise<number> {
    return (await this.find(target)).elements.length;
  }

  async evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result> {
    const outcome = (await this.browser.executeAsyncScript(asyncScript(fn), [arg as unknown as object])) as AsyncOutcome<Result>;
    if (!outcome.ok) throw new Error(`webkit: a page function failed on ${await this.path().catch(() => '(no page)')}: ${outcome.error}`);
    return outcome.value;
  }

  async setOffline(offline: boolean): Promise<void> {
    if (offline) this.options.proxy.cut();
    else this.options.proxy.restore();
  }

  async showToCamera(pngDataUrl: string | null): Promise<void> {
    await this.evaluate(installCameraFeed, pngDataUrl);
  }

  async restart(): Promise<void> {
    if (!canKeepProfile()) {
      throw new Error(
        'webkit: restart() needs a browser that keeps its profile: MiniBrowser in --automation mode always browses in an ' +
          'ephemeral session; install python3-gi and gir1.2-webkit2-4.1 for e2e/engines/webkit/persistent-browser.py',
      );
    }
    await this.launch.stop();
    this.launch = await launchWebKit(this.options);
  }

  async close(): Promise<void> {
    await this.launch.stop();
  }

  /** A PNG of the window, for a failed flow's report. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.browser.takeScreenshot(), 'base64');
  }
}
