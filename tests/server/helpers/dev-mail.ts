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

/**
 * The mails to this address once there are at least `count` (newest first). Account mail is
 * sent after the answer, so it lands a moment later: poll rather than read once.
 */
export async function waitForMail(api: ApiClient, to: string, count = 1): Promise<OutboxMail[]> {
  let mails: OutboxMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await readOutbox(api, to);
        return mails.length;
      },
      { timeout: 5_000, interval: 25, message: `${count} mail(s) to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return mails;
}

/** The token of the newest reset link mailed to this address (the `count`-th mail to arrive there). */
export async function latestResetToken(api: ApiClient, to: string, count = 1): Promise<string> {
  const [mail] = await waitForMail(api, to, count);
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  expect(link, 'a reset link in the mail').toBeTruthy();
  return decodeURIComponent(link?.[1] as string);
}
