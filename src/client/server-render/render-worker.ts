import './server-globals.ts';
import { parentPort } from 'node:worker_threads';
import type { RenderAnswer, RenderAsk } from '#shared/contracts/first-screen-render.ts';
import { renderFirstScreen } from './render-first-screen.tsx';

// The entry of the first-screen render bundle (src/build/first-screen-renderer.ts): the server
// runs it in a worker thread (src/server/services/first-screen-renderer.ts), so a render never
// holds up the server's own requests. One render at a time, in the order asked: the app's state
// lives in module singletons that each render fills and empties (render-first-screen.tsx).

let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (ask: RenderAsk) => {
  queue = queue.then(async () => {
    let answer: RenderAnswer;
    try {
      answer = { id: ask.id, drawn: await renderFirstScreen(ask.request) };
    } catch (error) {
      answer = { id: ask.id, drawn: null, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
