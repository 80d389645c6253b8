// A load generator like load-test.ts, but over node:http without decoding the body: a compressed
// answer is counted in the bytes sent, as a browser on venue Wi-Fi receives it, and the
// generator's own brotli decoding does not eat the CPU the server under test needs. An answer
// counts as good when its status is the expected one (200, or 304 for If-None-Match runs).
import { Worker } from 'node:worker_threads';
import type { LoadResult } from './load-test.ts';

const workerSource = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, durationMs, expectStatus } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = () => new Promise((resolve) => {
  const request = http.get(url, { agent, headers }, (response) => {
    let bytes = 0;
    response.on('data', (chunk) => { bytes += chunk.length; });
    response.on('end', () => resolve({ status: response.statusCode, bytes }));
    response.on('error', () => resolve({ status: 0, bytes: 0 }));
  });
  request.on('error', () => resolve({ status: 0, bytes: 0 }));
});
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
      if (answer.status === expectStatus) bytes = answer.bytes;
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

export function rawLoadTest(options: { url: string; headers?: Record<string, string>; connections: number; durationMs: number; expectStatus?: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { headers: {}, expectStatus: 200, ...options } });
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
