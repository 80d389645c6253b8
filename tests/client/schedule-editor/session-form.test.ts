import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { checkSessionForm, formFromSession, newSessionForm, nextDate } from '#client/features/schedule-editor/session-form.ts';
import { sessionErrorsFrom } from '#client/features/schedule-editor/session-errors.ts';
import { hack, timeZone, tokyo, zodRefusal } from './schedule-fixtures.ts';

describe('the session form', () => {
  it('reads a session on the event’s clock, past midnight included', () => {
    expect(formFromSession(hack, timeZone)).toMatchObject({ date: '2026-11-22', start: '23:30', end: '01:00', endDate: null });
  });

  it('keeps a session over several days whole: read, saved again, the same end', () => {
    const hackathon = { ...hack, title: 'Hackathon', startsAt: tokyo(11, 22, 9), endsAt: tokyo(11, 24, 18) };
    const form = formFromSession(hackathon, timeZone);
    expect(form).toMatchObject({ date: '2026-11-22', start: '09:00', end: '18:00', endDate: '2026-11-24' });
    expect(checkSessionForm(form, timeZone)).toMatchObject({ ok: true, draft: { startsAt: hackathon.startsAt, endsAt: hackathon.endsAt } });
    // Ending earlier on the clock than it started is fine when the end date is later.
    const early = checkSessionForm({ ...form, end: '08:00' }, timeZone);
    expect(early).toMatchObject({ ok: true, draft: { endsAt: tokyo(11, 24, 8) } });
  });

  it('refuses an end date before the start date', () => {
    const form = { ...newSessionForm('2026-11-22'), title: 'Backwards', endDate: '2026-11-21' };
    expect(checkSessionForm(form, timeZone)).toEqual({ ok: false, errors: { endDate: ['The session cannot end before the day it starts.'] } });
  });

  it('turns event-zone clock times into UTC seconds; an earlier end is the next day', () => {
    const form = { ...newSessionForm('2026-11-22'), title: ' Late talk ', start: '23:45', end: '00:30' };
    expect(checkSessionForm(form, timeZone)).toEqual({
      ok: true,
      draft: { title: 'Late talk', description: '', room: '', track: '', startsAt: tokyo(11, 22, 23, 45), endsAt: tokyo(11, 23, 0, 30), speakerAttendeeIds: [] },
    });
    // The same clock times elsewhere are other instants.
    const inLondon = checkSessionForm(form, 'Europe/London');
    expect(inLondon.ok && inLondon.draft.startsAt).toBe(Date.UTC(2026, 10, 22, 23, 45) / 1000);
  });

  it('crosses a month and a year at midnight', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });

  it('refuses what the contract refuses, in the form’s words', () => {
    const check = checkSessionForm({ ...newSessionForm(''), start: '10:00', end: '10:00' }, timeZone);
    expect(check).toEqual({ ok: false, errors: { title: ['Give the session a title.'], date: ['Choose the day of the session.'], end: ['The session must end after it starts.'] } });
  });
});

describe('a refused save', () => {
  it('puts the first issue under its field (the server flattens them all under "session")', () => {
    const problem = sessionErrorsFrom(zodRefusal('session.endsAt', 'The session must end after it starts', { session: ['The session must end after it starts'] }));
    expect(problem).toEqual({ form: 'Some fields need another look.', fields: { end: ['The session must end after it starts'] } });
  });

  it('places each problem by its full path, and keeps what it cannot place as the form’s message', () => {
    const data = {
      code: 'BAD_REQUEST',
      fieldErrors: { session: ['Too long', 'Something else'] },
      fieldPaths: { 'session.title': ['Too long'], session: ['Something else'] },
    };
    const refusal = TRPCClientError.from({ error: { message: 'session.title: Too long', code: -32600, data } });
    expect(sessionErrorsFrom(refusal)).toEqual({ form: 'Something else', fields: { title: ['Too long'] } });
  });

  it('a coded refusal without fields is the form’s message; no answer at all means offline', () => {
    const notFound = TRPCClientError.from({ error: { message: 'Session not found', code: -32004, data: { code: 'NOT_FOUND' } } });
    expect(sessionErrorsFrom(notFound)).toEqual({ form: 'Session not found', fields: {} });
    expect(sessionErrorsFrom(new TypeError('Failed to fetch')).form).toMatch(/could not reach the server/);
  });
});
