import { useCallback, useDebugValue, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

// What `zustand` is in the server's render of a first screen (render-first-screen.tsx; the build
// points `zustand` here: src/build/first-screen-renderer.ts). zustand's own hook gives React the
// state each store was created with as the server's snapshot, so a screen drawn on the server
// would show every store as it started (signed out, no event data) whatever it was set to. Here
// the server's snapshot is the store's state now, which the render sets before it draws; and
// every store can be put back as it started, so nothing of one visitor stays for the next.

export * from 'zustand/vanilla';

const madeHere: Array<{ api: StoreApi<unknown>; initial: unknown }> = [];

const identity = <T,>(state: T) => state;

/** @public zustand's, as the stores import it (the build's alias, not an import, reaches it). */
export function useStore<S, U>(api: StoreApi<S>, selector: (state: S) => U = identity as (state: S) => U): U {
  const read = useCallback(() => selector(api.getState()), [api, selector]);
  const slice = useSyncExternalStore(api.subscribe, read, read);
  useDebugValue(slice);
  return slice;
}

type BoundStore<S> = (<U>(selector?: (state: S) => U) => U) & StoreApi<S>;

function createBound<S>(createState: StateCreator<S, [], []>): BoundStore<S> {
  const api = createStore(createState);
  madeHere.push({ api: api as StoreApi<unknown>, initial: api.getInitialState() });
  const useBoundStore = (<U,>(selector?: (state: S) => U) => useStore(api, selector)) as BoundStore<S>;
  return Object.assign(useBoundStore, api);
}

/** @public zustand's `create`, both ways it is called: create(fn) and create<T>()(fn). */
export function create<S>(createState?: StateCreator<S, [], []>): BoundStore<S> | ((createState: StateCreator<S, [], []>) => BoundStore<S>) {
  return createState ? createBound(createState) : createBound;
}

/** Every store made with `create` back to the state it was created with (replaced, not merged). */
export function resetStoresMadeHere(): void {
  for (const { api, initial } of madeHere) api.setState(initial, true);
}
