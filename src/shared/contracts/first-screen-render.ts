import * as z from 'zod/mini';
import type { Account } from './account.ts';

// What the server and its first-screen renderer (a worker thread running the app's code:
// src/client/server-render/) say to each other. The server reads every answer back through
// renderAnswerSchema: the worker is another program's output.

export interface FirstScreenRequest {
  /** pathname + search of the page. */
  path: string;
  brand: string;
  /** The signed-in visitor, as account.authenticate answered for their cookie. */
  account: Account;
  /** The phone's time zone when the page knows it (a cookie), else null: the event's. */
  timeZone: string | null;
  /** What the page's entry would have asked for (#shared/rules/first-screen-asks.ts), by key: each answer's body. */
  answers: Record<string, string>;
}

export interface RenderAsk {
  id: number;
  request: FirstScreenRequest;
}

const drawnFirstScreenSchema = z.object({
  /** What #root would hold. */
  html: z.string(),
  title: z.nullable(z.string()),
});
export type DrawnFirstScreen = z.infer<typeof drawnFirstScreenSchema>;

export const renderAnswerSchema = z.object({
  id: z.number(),
  /** null: the router would send the visitor elsewhere, so there is nothing to draw. */
  drawn: z.nullable(drawnFirstScreenSchema),
  error: z.optional(z.string()),
});
export type RenderAnswer = z.infer<typeof renderAnswerSchema>;
