import type { TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
// Types only, as trpc.ts imports them (the one way the page may name the server).
import type { AppRouter } from '#server/trpc/app-router.ts';
import { takeEarlyEvent } from './early-event.ts';

// The first link of the app's tRPC client: the first `event.byId` for an event whose answer the
// page's entry already asked for (early-event.ts) is given that answer instead of asking again.
// Anything unexpected (a refusal, a network failure, an answer of another shape) is left to the
// usual links, which ask the server and report as they always do.

function isInputWithId(input: unknown): input is { id: string } {
  return typeof input === 'object' && input !== null && typeof (input as { id?: unknown }).id === 'string';
}

/** The data of a tRPC answer `{ result: { data } }`, or undefined for any other shape. */
async function dataOf(response: Response): Promise<{ data: unknown } | undefined> {
  if (!response.ok) return undefined;
  const body = (await response.json()) as { result?: { data?: unknown } } | null;
  return body?.result && 'data' in body.result ? { data: body.result.data } : undefined;
}

export function earlyAnswerLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) => {
      const early = op.type === 'query' && op.path === 'event.byId' && isInputWithId(op.input) ? takeEarlyEvent(op.input.id) : undefined;
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
