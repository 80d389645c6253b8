import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodes } from '#shared/errors.ts';
import { DomainError } from '#server/services/domain-error.ts';
import { toTrpcError } from '#server/trpc/domain-error-to-trpc.ts';
import { codeOfHttpStatus, summarizeZodError, trpcErrorEntry } from '#server/trpc/error-entry.ts';

describe('DomainError on the wire', () => {
  it('answers each code with the HTTP status and number tRPC gives it, so plain routes and procedures agree', () => {
    for (const code of errorCodes) {
      const entry = trpcErrorEntry({ code, message: 'No', path: 'event.byId', traceId: 't1' });
      expect([code, entry.data.httpStatus, entry.code]).toEqual([code, getHTTPStatusCodeFromError(new TRPCError({ code })), TRPC_ERROR_CODES_BY_KEY[code]]);
    }
    expect(trpcErrorEntry({ code: 'FORBIDDEN', message: 'No', traceId: null }).data.httpStatus).toBe(403);
    expect(trpcErrorEntry({ code: 'CLIENT_CLOSED_REQUEST', message: 'Gone', traceId: null }).data.httpStatus).toBe(499);
  });

  it('names a status Fastify answered before tRPC ran by the code tRPC gives that status', () => {
    for (const code of errorCodes) if (code !== 'PARSE_ERROR') expect(codeOfHttpStatus(getHTTPStatusCodeFromError(new TRPCError({ code })))).toBe(code);
    expect(codeOfHttpStatus(400)).toBe('BAD_REQUEST');
    // A status with none of our codes (415) is a bad request.
    expect(codeOfHttpStatus(415)).toBe('BAD_REQUEST');
  });

  it('builds field errors from a service’s field issues as the formatter builds them from a failed input', () => {
    const input = z.object({ session: z.object({ title: z.string().min(1) }), note: z.string().max(2) });
    const failed = input.safeParse({ session: { title: '' }, note: 'long' });
    if (failed.success) throw new Error('the input should fail');
    const fromInput = trpcErrorEntry({ code: 'BAD_REQUEST', message: 'x', zodError: failed.error, traceId: null });
    const issues = failed.error.issues.map(({ path, message }) => ({ path: path.map((part) => (typeof part === 'symbol' ? String(part) : part)), message }));
    const mapped = toTrpcError(new DomainError('BAD_REQUEST', 'x', { fieldIssues: issues }));
    const fromService = trpcErrorEntry({ code: 'BAD_REQUEST', message: 'x', zodError: mapped.cause as z.ZodError, traceId: null });
    expect(fromService.data).toEqual(fromInput.data);
    expect(fromInput.data.fieldPaths).toEqual({ 'session.title': [expect.any(String)], note: [expect.any(String)] });
    expect(Object.keys(fromInput.data.fieldErrors ?? {})).toEqual(['session', 'note']);
  });

  it('says a failed input in words people read, with no schema path ("post.title: …", issue 31 item 13)', () => {
    const failed = z.object({ post: z.object({ title: z.string().min(1, 'Give the update a title') }) }).safeParse({ post: { title: '' } });
    if (failed.success) throw new Error('the input should fail');
    expect(summarizeZodError(failed.error)).toBe('Give the update a title');
    const entry = trpcErrorEntry({ code: 'BAD_REQUEST', message: summarizeZodError(failed.error), zodError: failed.error, traceId: null });
    expect(entry.data.fieldPaths).toEqual({ 'post.title': ['Give the update a title'] });
  });

  it('becomes a TRPCError with the same code and message', () => {
    const mapped = toTrpcError(new DomainError('PRECONDITION_FAILED', 'This invitation has expired. Ask for a new one.'));
    expect(mapped).toBeInstanceOf(TRPCError);
    expect(mapped.code).toBe('PRECONDITION_FAILED');
    expect(mapped.message).toBe('This invitation has expired. Ask for a new one.');
  });

  it('carries field issues as the ZodError the error formatter turns into fieldErrors', () => {
    const issue = { path: ['session', 'speakerAttendeeIds'], message: 'Speakers must be members of this event' };
    const mapped = toTrpcError(new DomainError('BAD_REQUEST', issue.message, { fieldIssues: [issue] }));
    expect(mapped.cause).toBeInstanceOf(z.ZodError);
    expect(z.flattenError(mapped.cause as z.ZodError).fieldErrors).toEqual({ session: [issue.message] });
  });
});
