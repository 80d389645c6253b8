// A tiny HTTP load generator for the benchmarks (no dependency): `connections` loops, each
// sending its next GET as soon as the previous answer is read, for a fixed time. It runs in a
// worker thread so the server under test keeps the main thread's event loop to itself.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Body bytes of one successful answer. */
  bytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, durationMs } = workerData;
(async () => {
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        const body = await response.arrayBuffer();
        if (response.ok) bytes = body.byteLength;
        else errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  parentPort.postMessage({ latencies, bytes, errors, elapsedMs: performance.now() - started });
})();
`;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function loadTest(options: { url: string; headers?: Record<string, string>; connections: number; durationMs: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { headers: {}, ...options } });
    worker.once('error', reject);
    worker.once('message', (message: { latencies: number[]; bytes: number; errors: number; elapsedMs: number }) => {
      const sorted = [...message.latencies].sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        errors: message.errors,
        bytes: message.bytes,
        requestsPerSecond: (sorted.length / message.elapsedMs) * 1000,
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
      });
      void worker.terminate();
    });
  });
}
