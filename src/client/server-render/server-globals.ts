// The app's code reads navigator.onLine to choose between the network and what is saved. In the
// server's render (a worker thread) the answers are all there: it is online. Node 20 has no
// navigator; later versions have one without onLine. Imported first by render-worker.ts, before
// any of the app's modules is evaluated.

const globals = globalThis as { navigator?: { onLine?: boolean } };
if (globals.navigator === undefined) globals.navigator = { onLine: true };
else if (globals.navigator.onLine === undefined) Object.defineProperty(globals.navigator, 'onLine', { value: true, configurable: true });
