import { expect } from 'vitest';
import type { ApiClient } from './trpc-http.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

export async function readOutbox(api: ApiClient, to?: string): Promise<OutboxMail[]> {
  const response = await api.fetch(`/api/dev/mail${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: OutboxMail[] }).items;
}

/** The token of the newest reset link mailed to this address. */
export async function latestResetToken(api: ApiClient, to: string): Promise<string> {
  const [mail] = await readOutbox(api, to);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  expect(link, 'a reset link in the mail').toBeTruthy();
  return decodeURIComponent(link?.[1] as string);
}
