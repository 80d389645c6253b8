import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from '#server/http/request-log-controller.ts';

// Feed reads that went well (200, 304) are the bulk of an event's traffic and are not logged at
// the default level; a refused or failed feed read, and every other request, still are.

async function appLoggingTo(lines: Array<Record<string, unknown>>, level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogController({ requestIdLogLabel: 'traceId' }) });
  app.get<{ Params: { eventId: string }; Querystring: { answer?: string } }>('/api/events/:eventId/feeds/schedule', async (request, reply) => {
    const status = Number(request.query.answer ?? 200);
    if (status >= 500) throw new Error('the build failed');
    return reply.code(status).send(status === 200 ? { sessions: [] } : undefined);
  });
  app.get('/api/health', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const messages = (lines: Array<Record<string, unknown>>) => lines.map((line) => `${String(line.msg)} ${String((line.res as { statusCode?: number } | undefined)?.statusCode ?? '')}`.trim());

describe('request log lines', () => {
  it('leaves out feed reads answered 200 or 304 at info, and keeps other requests', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appLoggingTo(lines, 'info');
    await app.inject('/api/events/e1/feeds/schedule');
    await app.inject('/api/events/e1/feeds/schedule?answer=304');
    expect(lines).toEqual([]);
    await app.inject('/api/health');
    expect(messages(lines)).toEqual(['incoming request', 'request completed 200']);
    await app.close();
  });

  it('keeps a refused or failed feed read, with its trace id', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appLoggingTo(lines, 'info');
    await app.inject('/api/events/e1/feeds/schedule?answer=403');
    await app.inject('/api/events/e1/feeds/schedule?answer=500');
    expect(messages(lines)).toContain('request completed 403');
    expect(lines.some((line) => line.level === 50 && line.traceId)).toBe(true);
    await app.close();
  });

  it('shows feed reads at debug, one line each', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = await appLoggingTo(lines, 'debug');
    await app.inject('/api/events/e1/feeds/schedule?answer=304');
    expect(messages(lines)).toEqual(['feed read 304']);
    await app.close();
  });
});
