import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
// Types only, as trpc.ts imports them (the one way the page may name the server).
import type { AppRouter } from '#server/trpc/app-router.ts';
import { takeEarlyQuery } from './early-queries.ts';

// The first link of the app's tRPC client: the first query whose answer the page's entry already
// asked for (early-queries.ts: same procedure, same input) is given that answer instead of asking again.
// Anything unexpected (a refusal, a network failure, an answer of another shape) is left to the
// usual links, which ask the server and report as they always do.

/** The data of a tRPC answer `{ result: { data } }`, or undefined for any other shape. */
async function dataOf(response: Response): Promise<{ data: unknown } | undefined> {
  if (!response.ok) return undefined;
  const body = (await response.json()) as { result?: { data?: unknown } } | null;
  return body?.result && 'data' in body.result ? { data: body.result.data } : undefined;
}

export function earlyAnswerLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      const early = op.type === 'query' ? takeEarlyQuery(op.path, op.input) : undefined;
      if (!early) return next(op);
      return observable((observer) => {
        let fallback: { unsubscribe(): void } | null = null;
        let stopped = false;
        early
          .then(dataOf)
          .catch(() => undefined)
          .then((answer) => {
            if (stopped) return;
            if (!answer) {
              fallback = next(op).subscribe(observer);
              return;
            }
            observer.next({ result: { type: 'data', data: answer.data } });
            observer.complete();
          });
        return () => {
          stopped = true;
          fallback?.unsubscribe();
        };
      });
    };
}
