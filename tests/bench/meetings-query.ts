// A tRPC query over real HTTP as one member of the meetings benches' event (the session token in its header).
import { accountTokenHeaderName } from '#shared/contracts/session.ts';

/** The answer's data and the time it took; throws with the error when refused. */
export async function queryAs<T>(url: string, token: string, procedure: string, input: unknown): Promise<{ data: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { [accountTokenHeaderName]: token } });
  const body = (await response.json()) as {
    result?: { data: T };
    error?: { message: string };
  };
  const ms = performance.now() - started;
  if (!response.ok || !body.result) throw new Error(`${procedure} answered ${response.status}: ${body.error?.message ?? ''}`);
  return { data: body.result.data, ms };
}
