// The few things a flow asks of a browser, whatever drives it (issue 34, "one set of flow
// definitions run by each engine's driver"). Chromium and Firefox answer through Playwright
// (e2e/engines/playwright/), WebKitGTK through WebDriver classic (e2e/engines/webkit/), which has
// no role locators, no offline switch and no init scripts: so everything here is said the way a
// user would see it (a role and its accessible name, a label, a text), and nothing assumes more
// than both drivers can do.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A text to match: a string matches the whole trimmed text (case-sensitive), a RegExp any part. */
export type TextMatch = string | RegExp;

/**
 * What to find on the page, as a user would name it:
 * - `role` and `name`: an element with that ARIA role (implicit, like a <button>, or explicit) and
 *   accessible name (aria-label, aria-labelledby, else its text);
 * - `label`: a form control by its label;
 * - `text`: the smallest visible element whose text matches;
 * - `css`: a CSS selector, for what only a data attribute names (the scanner's verdict, say);
 * - any of them `within` another target.
 */
export type Target = (
  | { role: string; name: TextMatch }
  | { label: TextMatch }
  | { text: TextMatch }
  | { css: string }
) & {
  /** Only inside the first visible match of this (a poll's card, a dialog): as a user looks in one place. */
  within?: Target;
};

export interface WaitOptions {
  /** Default 10 s; longer for what waits on the network or a service worker. */
  timeoutMs?: number;
}

/** A serialisable function run in the page, with one JSON argument. It must not close over anything. */
export type PageFunction<Arg, Result> = (arg: Arg) => Result | Promise<Result>;

export interface EnginePage {
  readonly engine: EngineName;
  /** The app's origin, e.g. http://127.0.0.1:3190 (the one the browser uses, behind any proxy). */
  readonly baseUrl: string;

  /** Loads a path of the app and waits for the document to load. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits until the page's path and query (e.g. "/events?filter=upcoming") match. */
  waitForPath(match: RegExp, options?: WaitOptions): Promise<void>;
  /** The page's path and query. */
  path(): Promise<string>;

  /** Waits for the target to be visible and enabled, then clicks it. */
  click(target: Target, options?: WaitOptions): Promise<void>;
  /** Replaces the value of a text field (by label or role), as typing would. */
  fill(target: Target, value: string, options?: WaitOptions): Promise<void>;
  /** Sets the files of an <input type="file"> found by label or css (may be hidden). */
  chooseFiles(target: Target, filePaths: string[], options?: WaitOptions): Promise<void>;
  /** Waits for the target to be visible. */
  see(target: Target, options?: WaitOptions): Promise<void>;
  /** Waits for no visible element to match the target. */
  notSee(target: Target, options?: WaitOptions): Promise<void>;
  /** The visible text of the first match (waits for it). */
  textOf(target: Target, options?: WaitOptions): Promise<string>;
  /** How many visible elements match, now (no waiting). */
  count(target: Target): Promise<number>;

  /** Runs a function in the page and returns its JSON-serialisable result (awaits a promise). */
  evaluate<Arg, Result>(fn: PageFunction<Arg, Result>, arg: Arg): Promise<Result>;

  /**
   * Cuts the browser off the network (true) or reconnects it (false). Playwright's engines go
   * really offline (navigator.onLine false, an `offline` event); WebKitGTK has no such switch
   * under WebDriver, so its driver cuts a proxy in front of the app: connections fail while
   * navigator.onLine stays true, as on venue Wi-Fi that is up but leads nowhere. A flow may only
   * assert what holds in both.
   */
  setOffline(offline: boolean): Promise<void>;

  /**
   * Puts a picture in front of the camera: a PNG data URL, or null for an empty view. The page's
   * getUserMedia is patched (on MediaDevices.prototype) to a canvas stream drawing it in a few
   * tilted poses, the same in every engine (e2e/engines/camera-feed.ts). A camera already open
   * keeps its stream: open it afterwards, or restart it (the scanner's camera switch).
   */
  showToCamera(pngDataUrl: string | null): Promise<void>;

  /** Closes the browser and opens it again on the same profile (storage kept), at about:blank. */
  restart(): Promise<void>;
  /** Closes the browser for good. */
  close(): Promise<void>;
}

/** What a flow gets: a page on a fresh profile, and the app's address for set-up through the API. */
export interface FlowContext {
  page: EnginePage;
  /** The server itself (not behind the cuttable proxy), for set-up calls from Node. */
  serverUrl: string;
}

export interface EngineFlow {
  /** "2. the service worker; events list and event offline" */
  name: string;
  run(context: FlowContext): Promise<void>;
}
