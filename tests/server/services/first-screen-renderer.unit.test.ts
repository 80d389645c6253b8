import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenRendererIn, type FirstScreenRenderer } from '#server/services/first-screen-renderer.ts';
import { firstScreenRendererDir, firstScreenRendererFile } from '#shared/rules/first-screen-renderer-files.ts';
import type { FirstScreenRequest } from '#shared/contracts/first-screen-render.ts';

// The server's side of the first-screen renderer: a real worker thread, here running small
// stand-in programs (the app's own renderer is driven end to end in tests/server/http/first-screen-page.test.ts).

const made: Array<{ dir: string; renderer: FirstScreenRenderer | null }> = [];
afterEach(async () => {
  for (const { dir, renderer } of made.splice(0)) {
    await renderer?.close();
    await rm(dir, { recursive: true, force: true });
  }
});

/** A build whose renderer is `program`, and the server's renderer of it. */
async function rendererRunning(program: string | null, options: Parameters<typeof firstScreenRendererIn>[1] = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hallway-renderer-'));
  if (program !== null) {
    await mkdir(path.join(dir, firstScreenRendererDir));
    await writeFile(path.join(dir, firstScreenRendererDir, firstScreenRendererFile), `import { parentPort } from 'node:worker_threads';\n${program}`);
  }
  const renderer = firstScreenRendererIn(dir, options);
  made.push({ dir, renderer });
  return renderer;
}

const request = (path: string): FirstScreenRequest => ({
  path,
  brand: 'Hallway',
  account: { id: 'a1', email: 'a@example.test', firstName: 'A', lastName: 'B', picture: null, links: [], createdAt: 1 },
  timeZone: null,
  answers: {},
});

describe("the server's first-screen renderer", () => {
  it('is there only when the build made one', async () => {
    expect(await rendererRunning(null)).toBeNull();
  });

  it("hands each page its own drawing, in the worker's answers", async () => {
    const renderer = await rendererRunning(`parentPort.on('message', ({ id, request }) => parentPort.postMessage({ id, drawn: { html: '<p>' + request.path + '</p>', title: null } }));`);
    const [a, b] = await Promise.all([renderer!.draw(request('/a')), renderer!.draw(request('/b'))]);
    expect(a).toEqual({ html: '<p>/a</p>', title: null });
    expect(b).toEqual({ html: '<p>/b</p>', title: null });
  });

  it('takes no more renders than it may have waiting, and gives up on one past its time', async () => {
    const renderer = await rendererRunning(`parentPort.on('message', () => undefined);`, { maxWaiting: 2, timeoutMs: 50 });
    const waiting = [renderer!.draw(request('/1')), renderer!.draw(request('/2'))];
    expect(renderer!.canDraw()).toBe(false);
    expect(await renderer!.draw(request('/3'))).toBeNull();
    expect(await Promise.all(waiting)).toEqual([null, null]);
    // Given up on, they still hold the worker: the limit stands until it answers or stops.
    expect(renderer!.canDraw()).toBe(false);
  });

  it('reads an answer of another shape as nothing drawn, and says so', async () => {
    const errors: string[] = [];
    const renderer = await rendererRunning(`parentPort.on('message', ({ id }) => parentPort.postMessage({ id, drawn: 'not a screen' }));`, { onError: (message) => errors.push(message) });
    expect(await renderer!.draw(request('/a'))).toBeNull();
    expect(errors).toEqual(['The first-screen renderer sent an answer of another shape']);
  });

  it('a worker that stops answers nothing for what it held, and the next page starts another', async () => {
    const renderer = await rendererRunning(`parentPort.on('message', ({ id, request }) => request.path === '/stop' ? process.exit(1) : parentPort.postMessage({ id, drawn: null }));`);
    expect(await renderer!.draw(request('/stop'))).toBeNull();
    expect(renderer!.canDraw()).toBe(true);
    expect(await renderer!.draw(request('/fine'))).toBeNull();
  });
});
