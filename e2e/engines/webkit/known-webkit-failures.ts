// Flows that WebKit fails for a product problem found and not yet fixed (issue 34). Each still
// runs and is reported, in the runner's output and in npm test's summary line ("WebKit 9/10, 1
// known"), but does not fail the run: the problem is written down here with its evidence rather
// than hidden by skipping the engine. Remove an entry as soon as its flow passes.
export const knownWebKitFailures: Array<{ flowNamePrefix: string; why: string }> = [
  {
    flowNamePrefix: '3. ',
    why:
      "WebKit's back/forward cache freezes a page left by a full navigation with its IndexedDB writes " +
      'in flight (the event pack saving, the query cache persisting), and the frozen readwrite ' +
      'transaction keeps that store shut for the next page: the offline screens then wait forever ' +
      'for their saved data (2 of 4 runs on 2026-12-03; with the page cache off, every run passed). ' +
      "The query cache's own pagehide write no longer starts on such a page (cache-save-triggers.ts).",
  },
];

/** Why this flow is a known WebKit failure, or null. */
export function knownWebKitFailure(flowName: string): string | null {
  return knownWebKitFailures.find((entry) => flowName.startsWith(entry.flowNamePrefix))?.why ?? null;
}
