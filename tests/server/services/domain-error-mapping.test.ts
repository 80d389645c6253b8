import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodes, protocolErrorNumbers } from '#shared/errors.ts';
import { httpStatusOfCode } from '#server/http/http-status-of-code.ts';
import { DomainError } from '#server/services/domain-error.ts';
import { toTrpcError } from '#server/trpc/domain-error-to-trpc.ts';

describe('DomainError on the wire', () => {
  it('answers each code with the HTTP status and number tRPC gives it, so plain routes and procedures agree', () => {
    for (const code of errorCodes) {
      expect([code, httpStatusOfCode[code]]).toEqual([code, getHTTPStatusCodeFromError(new TRPCError({ code }))]);
      expect([code, protocolErrorNumbers[code]]).toEqual([code, TRPC_ERROR_CODES_BY_KEY[code]]);
    }
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
