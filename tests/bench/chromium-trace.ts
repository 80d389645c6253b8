// Chromium's trace over one action, through CDP (Tracing.start … Tracing.end): the events the
// Performance panel reads; and the page's CPU profile. Used by the album bench (frames while
// scrolling, the offline opens) and the questions bench (what the page does during live updates).
// Both files open in Chromium's DevTools, Performance panel.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession } from '@playwright/test';

/** The main thread's work, its frames and the page's User Timing marks: enough to read a slow update. */
export const timelineCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline.frame', 'benchmark', 'cc'];

/** Runs `act` while Chromium traces `categories`; returns its result and the trace's events. */
export async function traced<T>(cdp: CDPSession, categories: string[], act: () => Promise<T>): Promise<{ result: T; events: object[] }> {
  const events: object[] = [];
  // The trace's events are plain objects; readers type the fields they read.
  const collect = (data: { value: object[] }) => void events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
  try {
    return { result: await act(), events };
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
}


/** Writes a trace's events as a file DevTools opens. */
export async function saveTrace(file: string, events: object[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ traceEvents: events }));
}

/** Starts the page's CPU profiler, sampling every `intervalUs` microseconds. */
export async function startCpuProfile(cdp: CDPSession, intervalUs: number): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
}

/** Stops the page's CPU profiler and writes its profile as a .cpuprofile file. */
export async function saveCpuProfile(cdp: CDPSession, file: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(profile));
}
