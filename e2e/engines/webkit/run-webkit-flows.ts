// Runs the cross-engine flows (e2e/engines/flows/index.ts) in WebKitGTK, the engine Playwright
// cannot drive here: the app server, the cuttable proxy in front of it, then each flow on a fresh
// profile in a browser of its own. `npm test` runs it as
//   xvfb-run -a node --import tsx e2e/engines/webkit/run-webkit-flows.ts
// WEBKIT_FLOWS=<substring> runs only the flows whose name contains it; WEBKIT_JSON_OUTPUT=<file>
// writes the results as JSON; CI=true retries a failed flow once. A flow listed in
// known-webkit-failures.ts runs and is reported, but its failure does not fail the run. See
// e2e/README.md, "WebKit".
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineFlow } from '../engine-page.ts';
import type { CuttableProxy } from '../cuttable-proxy.ts';
import type { WebKitEnginePage } from './webkit-engine-page.ts';
import type { E2eServer } from './e2e-server.ts';

// Its own port, beside Playwright's 3190, so both can run at once; E2E_PORT as for Playwright.
// Set before the modules that read it load.
process.env.E2E_PORT ??= '3191';

const { e2ePort } = await import('../../fixtures/server-address.ts');
const { startE2eServer } = await import('./e2e-server.ts');
const { startCuttableProxy } = await import('../cuttable-proxy.ts');
const { WebKitEnginePage: WebKitPage } = await import('./webkit-engine-page.ts');
const { freePort } = await import('./free-port.ts');
const { engineFlows } = await import('../flows/index.ts');
const { knownWebKitFailure } = await import('./known-webkit-failures.ts');

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const artifacts = path.join(repoRoot, 'e2e/.artifacts');
const resultsDir = path.join(artifacts, `webkit-results-${e2ePort}`);
const profilesDir = path.join(artifacts, `webkit-profiles-${e2ePort}`);
const browserLog = path.join(resultsDir, 'webkit.log');
const retries = process.env.CI === 'true' || process.env.CI === '1' ? 1 : 0;

interface FlowResult {
  name: string;
  /** `known-failure`: failed, and listed with its cause in known-webkit-failures.ts. */
  status: 'passed' | 'failed' | 'known-failure' | 'skipped';
  seconds: number;
  attempts: number;
  error?: string;
  screenshot?: string;
  onScreen?: string;
}

let server: E2eServer | undefined;
let proxy: CuttableProxy | undefined;
let page: WebKitEnginePage | undefined;

async function cleanUp(): Promise<void> {
  await page?.close().catch(() => undefined);
  page = undefined;
  await proxy?.close().catch(() => undefined);
  await server?.stop().catch(() => undefined);
}

// Ctrl-C (or a CI timeout's SIGTERM) must not leave a driver, a browser or the server behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browser, the proxy and the server`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

// CI keeps no screenshots a later session can open: what the page said at the failure goes in the log.
const onScreenScript = () => {
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const alerts = [...document.querySelectorAll('[role="alert"], [role="status"]')].map((element) => squash((element as HTMLElement).innerText)).filter(Boolean);
  const main = squash((document.querySelector('main') ?? document.body).innerText).slice(0, 600);
  return `${location.pathname} | alerts: ${alerts.join(' / ') || 'none'} | main: ${main}`;
};

async function runOnce(flow: EngineFlow, serverUrl: string, attempt: number): Promise<{ error?: string; screenshot?: string; onScreen?: string }> {
  const profileDir = path.join(profilesDir, `${slug(flow.name)}-${attempt}`);
  rmSync(profileDir, { recursive: true, force: true });
  if (!proxy) throw new Error('the proxy is not running');
  proxy.restore();
  try {
    page = await WebKitPage.open({ profileDir, proxy, logFile: browserLog });
    await flow.run({ page, serverUrl });
    return {};
  } catch (error) {
    let screenshot: string | undefined;
    if (page) {
      screenshot = path.join(resultsDir, `${slug(flow.name)}-${attempt}.png`);
      try {
        writeFileSync(screenshot, await page.screenshot());
      } catch {
        screenshot = undefined;
      }
    }
    const onScreen = page ? await page.evaluate(onScreenScript, null).catch(() => undefined) : undefined;
    return { error: errorText(error), screenshot, onScreen };
  } finally {
    await page?.close().catch(() => undefined);
    page = undefined;
    proxy.restore();
  }
}

async function main(): Promise<number> {
  if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error('WebKitGTK needs a display: run under xvfb-run -a');
    return 1;
  }
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  const wanted = process.env.WEBKIT_FLOWS;
  const chosen = engineFlows.filter((flow) => !wanted || flow.name.includes(wanted));
  const results: FlowResult[] = engineFlows
    .filter((flow) => !chosen.includes(flow))
    .map((flow) => ({ name: flow.name, status: 'skipped', seconds: 0, attempts: 0 }));
  if (chosen.length === 0) console.error(`No flow's name contains "${wanted}".`);

  server = await startE2eServer(await freePort(), path.join(resultsDir, 'server.log'));
  proxy = await startCuttableProxy(Number(new URL(server.url).port), { listenPort: e2ePort });
  console.log(`WebKitGTK flows: the app at ${proxy.url} (a cuttable proxy in front of ${server.url})`);

  for (const flow of chosen) {
    const started = Date.now();
    let outcome: { error?: string; screenshot?: string; onScreen?: string } = {};
    let attempts = 0;
    for (let attempt = 1; attempt <= 1 + retries; attempt += 1) {
      attempts = attempt;
      outcome = await runOnce(flow, server.url, attempt);
      if (!outcome.error) break;
      if (attempt <= retries) console.log(`  ↻ ${flow.name}: failed, retrying once (${outcome.error.split('\n')[0]})\n    on screen: ${outcome.onScreen ?? '(unknown)'}`);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const known = knownWebKitFailure(flow.name);
    if (outcome.error) {
      console.log(`${known ? '✘ (known)' : '✘'} ${flow.name} (${seconds} s)`);
      console.log(outcome.error.split('\n').slice(0, 4).map((line) => `    ${line}`).join('\n'));
      if (outcome.onScreen) console.log(`    on screen: ${outcome.onScreen}`);
      if (outcome.screenshot) console.log(`    screenshot: ${path.relative(repoRoot, outcome.screenshot)}`);
      if (known) console.log(`    known: ${known}`);
    } else {
      console.log(`✓ ${flow.name} (${seconds} s)${known ? ': listed as a known failure, and passed: take it off the list if it keeps passing' : ''}`);
    }
    const status = !outcome.error ? 'passed' : known ? 'known-failure' : 'failed';
    results.push({ name: flow.name, status, seconds, attempts, ...outcome });
  }

  const count = (status: FlowResult['status']) => results.filter((result) => result.status === status).length;
  const summary = { passed: count('passed'), failed: count('failed'), knownFailures: count('known-failure'), skipped: count('skipped'), flows: results };
  if (process.env.WEBKIT_JSON_OUTPUT) writeFileSync(process.env.WEBKIT_JSON_OUTPUT, `${JSON.stringify(summary, null, 2)}\n`);
  const known = summary.knownFailures ? `, ${summary.knownFailures} known failure${summary.knownFailures === 1 ? '' : 's'}` : '';
  console.log(`WebKitGTK: ${summary.passed} passed, ${summary.failed} failed${known}${summary.skipped ? `, ${summary.skipped} skipped` : ''}`);
  return summary.failed > 0 || chosen.length === 0 ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(errorText(error));
} finally {
  await cleanUp();
}
process.exit(exitCode);
