import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderAnswerSchema, type DrawnFirstScreen, type FirstScreenRequest, type RenderAsk } from '#shared/contracts/first-screen-render.ts';
import { firstScreenRendererDir, firstScreenRendererFile } from '#shared/rules/first-screen-renderer-files.ts';

// Runs the build's first-screen renderer (dist/.first-screen/, the app's own code built for Node:
// src/client/server-render/) in one worker thread, so drawing a page never holds up the server's
// other requests. Started when the server is ready (warm()), and started again if it ever stops. Whatever goes
// wrong (a slow render, a queue, a crash, an answer of another shape) the page is sent without the
// drawing: the app then starts as it always has.

export interface FirstScreenRenderer {
  /** The screen drawn for `request`, or null (nothing to draw, too busy, too slow, or failed). */
  draw(request: FirstScreenRequest): Promise<DrawnFirstScreen | null>;
  /** false while as many renders as it takes are waiting: the caller need not ask for the data to draw with. */
  canDraw(): boolean;
  /** Starts the worker now (it loads the app's code: ~0.3 s, ~40 MB), so the first visit's drawing is not given up waiting for it. */
  warm(): void;
  close(): Promise<void>;
}

export interface RendererOptions {
  /** Past this a drawing is given up: the page leaves without it (a late page is worse than an undrawn one). */
  timeoutMs?: number;
  /** More renders than this waiting and the next page leaves without one. */
  maxWaiting?: number;
  onError?: (message: string) => void;
}

interface Waiting {
  resolve: (drawn: DrawnFirstScreen | null) => void;
  timer: NodeJS.Timeout;
}

/** The renderer of the build in `distDir`, or null when the build has none (a build of an older version, a dev server). */
export function firstScreenRendererIn(distDir: string, options: RendererOptions = {}): FirstScreenRenderer | null {
  const file = path.join(distDir, firstScreenRendererDir, firstScreenRendererFile);
  return existsSync(file) ? startFirstScreenRenderer(file, options) : null;
}

function startFirstScreenRenderer(file: string, { timeoutMs = 1000, maxWaiting = 4, onError = () => undefined }: RendererOptions = {}): FirstScreenRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  let closed = false;
  const waiting = new Map<number, Waiting>();
  /** Asked of the worker and not yet answered, given up on or not: a render past its time still holds the worker. */
  let inWorker = 0;

  const settle = (id: number, drawn: DrawnFirstScreen | null) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(drawn);
  };

  const workerNow = (): Worker => {
    if (worker) return worker;
    const started = new Worker(file);
    // It must not keep the server's process alive on its own.
    started.unref();
    started.on('message', (message: unknown) => {
      inWorker = Math.max(0, inWorker - 1);
      const answer = renderAnswerSchema.safeParse(message);
      if (!answer.success) {
        onError('The first-screen renderer sent an answer of another shape');
        // Its page need not wait out its time, where the answer says which page it was.
        const id = (message as { id?: unknown } | null)?.id;
        if (typeof id === 'number') settle(id, null);
        return;
      }
      if (answer.data.error) onError(`The first-screen renderer failed: ${answer.data.error}`);
      settle(answer.data.id, answer.data.drawn);
    });
    started.on('error', (error) => onError(`The first-screen renderer stopped: ${error.message}`));
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      inWorker = 0;
      // Whatever it was drawing is not coming.
      for (const id of [...waiting.keys()]) settle(id, null);
    });
    worker = started;
    return started;
  };

  const canDraw = () => !closed && inWorker < maxWaiting;
  return {
    canDraw,
    draw(request) {
      if (!canDraw()) return Promise.resolve(null);
      const id = nextId++;
      return new Promise<DrawnFirstScreen | null>((resolve) => {
        waiting.set(id, { resolve, timer: setTimeout(() => settle(id, null), timeoutMs) });
        workerNow().postMessage({ id, request } satisfies RenderAsk);
        inWorker++;
      });
    },
    warm() {
      if (!closed) workerNow();
    },
    async close() {
      closed = true;
      for (const id of [...waiting.keys()]) settle(id, null);
      await worker?.terminate();
      worker = null;
    },
  };
}
