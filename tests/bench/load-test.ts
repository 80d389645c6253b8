// A tiny HTTP load generator for the benchmarks (no dependency): `connections` loops, each
// sending its next GET as soon as the previous answer is read, for a fixed time. It runs in a
// worker thread so the server under test keeps the main thread's event loop to itself.
// Two ways to read an answer:
// - 'decoded' (fetch): the body decoded as a browser's page sees it; the decoding costs the
//   generator's CPU, which on a small machine is CPU the server under test does not get.
// - 'raw' (node:http): every byte of the body read as sent (a compressed answer counts at its
//   size on the wire), nothing decoded.
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  /** Body bytes of one successful answer. */
  bytes: number;
  requestsPerSecond: number;
  elapsedMs: number;
  p50Ms: number;
  p99Ms: number;
  /** Every request's time, sorted (to merge runs). */
  latenciesMs: number[];
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /** 'decoded' unless told. */
  read?: 'decoded' | 'raw';
  /** The status a good answer has; any 2xx unless told (304 for If-None-Match runs). */
  expectStatus?: number;
  /** A good answer's body has exactly this many bytes (as read): a cut-short answer is an error. */
  expectBytes?: number;
}

const workerSource = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, durationMs, read, expectStatus, expectBytes } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const getRaw = () => new Promise((resolve) => {
  const request = http.get(url, { agent, headers }, (response) => {
    let bytes = 0;
    response.on('data', (chunk) => { bytes += chunk.length; });
    response.on('end', () => resolve({ status: response.statusCode, bytes }));
    response.on('error', () => resolve({ status: 0, bytes: 0 }));
  });
  request.on('error', () => resolve({ status: 0, bytes: 0 }));
});
const getDecoded = async () => {
  try {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    return { status: response.status, bytes: body.byteLength };
  } catch {
    return { status: 0, bytes: 0 };
  }
};
const get = read === 'raw' ? getRaw : getDecoded;
const good = (answer) =>
  (expectStatus === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === expectStatus) &&
  (expectBytes === undefined || answer.bytes === expectBytes);
(async () => {
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const started = performance.now();
  const end = started + durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      const answer = await get();
      if (good(answer)) bytes = answer.bytes;
      else errors += 1;
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  parentPort.postMessage({ latencies, bytes, errors, elapsedMs: performance.now() - started });
})();
`;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarize(latencies: number[], errors: number, bytes: number, elapsedMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    bytes,
    elapsedMs,
    requestsPerSecond: (sorted.length / elapsedMs) * 1000,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    latenciesMs: sorted,
  };
}

/** Several runs of the same thing as one: requests over their summed time, percentiles over all requests. */
export function mergeLoadResults(results: LoadResult[]): LoadResult {
  return summarize(
    results.flatMap((result) => result.latenciesMs),
    results.reduce((sum, result) => sum + result.errors, 0),
    results.find((result) => result.bytes > 0)?.bytes ?? 0,
    results.reduce((sum, result) => sum + result.elapsedMs, 0),
  );
}

export function loadTest(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { headers: {}, read: 'decoded', ...options } });
    worker.once('error', reject);
    worker.once('message', (message: { latencies: number[]; bytes: number; errors: number; elapsedMs: number }) => {
      resolve(summarize(message.latencies, message.errors, message.bytes, message.elapsedMs));
      void worker.terminate();
    });
  });
}
