// Starts one WebKitGTK browser under WebKitWebDriver (Debian's webkit2gtk-driver) and connects
// webdriverio to it over WebDriver classic. One session per driver process, so each launch has its
// own driver on its own free port, and stopping it ends both.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { remote } from 'webdriverio';
import { freePort } from './free-port.ts';

const webKitWebDriver = '/usr/bin/WebKitWebDriver';
const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const persistentBrowser = path.join(import.meta.dirname, 'persistent-browser.py');
// What persistent-browser.py needs: Debian's python3-gi and gir1.2-webkit2-4.1.
const webKitTypelib = '/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib';
const systemPython = '/usr/bin/python3';

/** The page's language, as Playwright's `locale` for the other engines (e2e/specs/engine-flows.spec.ts). */
const language = 'en-CA';

// navigator.storage.estimate() and persist() are behind these WebKitSettings features in 2.50.
const storageFeatures = '+StorageAPI,+StorageAPIEstimate';

/**
 * Whether a relaunch keeps the profile: MiniBrowser in --automation mode always browses in an
 * ephemeral session (see persistent-browser.py), so only our own small browser can.
 */
export function canKeepProfile(): boolean {
  return existsSync(webKitTypelib) && existsSync(systemPython);
}

export interface WebKitLaunch {
  browser: WebdriverIO.Browser;
  /** Ends the session, then the driver and the browser it started. */
  stop(): Promise<void>;
}

export interface WebKitLaunchOptions {
  /** Where the browser keeps its storage (persistent browser only). */
  profileDir: string;
  /** The driver's and the browser's output, appended. */
  logFile: string;
}

function browserOptions(profileDir: string): { binary: string; args: string[] } {
  if (canKeepProfile()) {
    return {
      binary: systemPython,
      args: [persistentBrowser, '--automation', `--profile=${profileDir}`, `--features=${storageFeatures}`, '--mock-camera', `--language=${language}`],
    };
  }
  return {
    binary: miniBrowser,
    args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true', `--features=${storageFeatures}`],
  };
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode} before answering`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s`);
}

/** Signals the driver's whole process group: the driver, the browser it launched and WebKit's helpers. */
function signalGroup(groupId: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false;
  }
}

/** Ends the group gently (the browser writes out its storage on SIGTERM), then for good. */
async function stopGroup(groupId: number | undefined): Promise<void> {
  if (groupId === undefined) return;
  signalGroup(groupId, 'SIGTERM');
  const deadline = Date.now() + 8_000;
  while (signalGroup(groupId, 0) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  signalGroup(groupId, 'SIGKILL');
}

export async function launchWebKit(options: WebKitLaunchOptions): Promise<WebKitLaunch> {
  mkdirSync(options.profileDir, { recursive: true });
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const port = await freePort();
  const log = openSync(options.logFile, 'a');
  // Its own process group, so that stopping it reaches the browser and WebKit's web and network
  // processes too, and none is left holding the profile.
  const driver = spawn(webKitWebDriver, [`--port=${port}`], {
    stdio: ['ignore', log, log],
    detached: true,
    // MiniBrowser takes its language from the environment (persistent-browser.py is told it).
    env: { ...process.env, LANGUAGE: language.replace('-', '_') },
  });
  const stopDriver = () => stopGroup(driver.pid);
  try {
    await waitForDriver(port, driver);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': browserOptions(options.profileDir),
        timeouts: { script: 60_000, pageLoad: 60_000, implicit: 0 },
      } as WebdriverIO.Capabilities,
    });
    return {
      browser,
      async stop() {
        // Closing the session lets the browser write out its storage before the signal ends it.
        await Promise.race([browser.deleteSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await stopDriver();
      },
    };
  } catch (error) {
    await stopDriver();
    throw error;
  }
}
