import type { z } from 'zod';
import type { TrpcClient } from './trpc.ts';
import type * as attendees from '#shared/contracts/attendees.ts';
import type * as posts from '#shared/contracts/posts.ts';
import type * as readiness from '#shared/contracts/readiness.ts';
import type * as schedule from '#shared/contracts/schedule.ts';

// The schedule, attendee and match procedures as the page uses them, typed by the shared
// contracts. `contractProcedures` returns the typed tRPC client itself, with no cast, so
// TypeScript proves the server's procedures take and give exactly these contract types; tests
// implement this narrow view instead of the whole router.

type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;
interface CallOptions {
  signal?: AbortSignal;
}
interface Query<I, O> {
  query(input: I, options?: CallOptions): Promise<O>;
}
interface Mutation<I, O> {
  mutate(input: I, options?: CallOptions): Promise<O>;
}

export interface ContractProcedures {
  schedule: {
    get: Query<In<typeof schedule.scheduleInput>, Out<typeof schedule.scheduleSchema>>;
    public: Query<{ eventId: string }, Out<typeof schedule.publicScheduleSchema>>;
    agenda: Query<In<typeof schedule.agendaInput>, Out<typeof schedule.agendaSchema>>;
    setAgenda: Mutation<In<typeof schedule.setAgendaInput>, Out<typeof schedule.setAgendaResult>>;
    resetAgendaFeed: Mutation<In<typeof schedule.agendaInput>, Out<typeof schedule.agendaFeedSchema>>;
  };
  attendees: {
    directory: Query<In<typeof attendees.directoryInput>, Out<typeof attendees.directorySchema>>;
    directoryOverlay: Query<In<typeof attendees.directoryOverlayInput>, Out<typeof attendees.directoryOverlaySchema>>;
    detail: Query<In<typeof attendees.attendeeDetailInput>, Out<typeof attendees.attendeeDetailSchema>>;
    connect: Mutation<In<typeof attendees.connectRequestInput>, { connection: Out<typeof attendees.attendeeDetailSchema>['connection'] }>;
    answerConnect: Mutation<In<typeof attendees.answerConnectRequestInput>, { connection: Out<typeof attendees.attendeeDetailSchema>['connection'] }>;
  };
  posts: {
    readState: Query<In<typeof posts.postsEventInput>, Out<typeof posts.postReadStateSchema>>;
  };
  matches: {
    list: Query<In<typeof attendees.matchesInput>, Out<typeof attendees.matchesSchema>>;
    count: Query<In<typeof attendees.matchCountInput>, Out<typeof attendees.matchCountResult>>;
    dismiss: Mutation<In<typeof attendees.dismissMatchInput>, unknown>;
  };
  readiness: {
    reportPack: Mutation<In<typeof readiness.reportPackInput>, Out<typeof readiness.reportPackResult>>;
  };
}

export function contractProcedures(client: TrpcClient): ContractProcedures {
  return client;
}

type QueryPath = {
  [R in keyof ContractProcedures]: {
    [P in keyof ContractProcedures[R]]: ContractProcedures[R][P] extends Query<never, unknown> ? `${R}.${P & string}` : never;
  }[keyof ContractProcedures[R]];
}[keyof ContractProcedures];

/**
 * tRPC's own query key, `trpc.<router>.<procedure>.queryKey(input)`, for the few queries built
 * without the options proxy (lib/queries/{attendees,matches,schedule}-queries.ts);
 * tests/client/lib/queries/query-keys.test.ts checks every use against tRPC's key.
 */
export function procedureKey(path: QueryPath, input: unknown) {
  return [path.split('.'), { input, type: 'query' }] as const;
}
