import { describe, expect, it } from 'vitest';
import { eventListFilterSchema } from '#shared/contracts/event.ts';
import { idSchema } from '#shared/contracts/common.ts';
import {
  eventIdParam,
  eventListFilters,
  eventListSearch,
  listFilterSearch,
  redirectSearch,
  resetPasswordSearch,
} from '#client/lib/search-schemas.ts';

// TanStack Router hands validateSearch the parsed query: strings, but also numbers, booleans,
// arrays and objects (it JSON-parses values), so hostile links arrive in every shape.
const hostile: unknown[] = [
  undefined,
  null,
  42,
  true,
  '',
  ['upcoming', 'past'],
  { filter: 'upcoming' },
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '../../etc/passwd',
  'all; DROP TABLE events',
  ' ',
];

/** Validates as TanStack Router does: through the Standard Schema interface, synchronously. */
function validate<T>(schema: { '~standard': { validate: (value: unknown) => unknown } }, search: Record<string, unknown>): T {
  const result = schema['~standard'].validate(search) as { value?: T; issues?: unknown[] };
  expect(result).not.toBeInstanceOf(Promise);
  expect(result.issues).toBeUndefined();
  return result.value as T;
}

describe('search schemas (URL edge)', () => {
  it('/events keeps a known filter', () => {
    for (const filter of eventListFilters) expect(validate(eventListSearch, { filter })).toEqual({ filter });
  });

  it('/events drops any malformed filter, so the route redirects to filter=upcoming', () => {
    for (const filter of [...hostile, 'UPCOMING', 'upcoming ']) expect(validate(eventListSearch, { filter }), String(filter)).toEqual({});
  });

  it('/events knows exactly the filters of the shared contract', () => {
    expect([...eventListFilters].sort()).toEqual([...eventListFilterSchema.options].sort());
  });

  it('list filters keep a short slug (trimmed) and drop everything else, so the route applies filter=all', () => {
    expect(validate(listFilterSearch, { filter: 'speakers' })).toEqual({ filter: 'speakers' });
    expect(validate(listFilterSearch, { filter: ' day-2 ' })).toEqual({ filter: 'day-2' });
    for (const filter of [...hostile, 'a'.repeat(41), 'two words', 'ünïcode', 'a/b']) {
      expect(validate(listFilterSearch, { filter }), String(filter)).toEqual({});
    }
  });

  it('redirectTo and token are strings of bounded length, or absent', () => {
    expect(validate(redirectSearch, { redirectTo: '/event/abc/schedule?filter=all' })).toEqual({ redirectTo: '/event/abc/schedule?filter=all' });
    expect(validate(redirectSearch, { redirectTo: 123 })).toEqual({});
    expect(validate(redirectSearch, { redirectTo: { href: '/' } })).toEqual({});
    expect(validate(redirectSearch, { redirectTo: 'x'.repeat(2049) })).toEqual({});
    expect(validate(resetPasswordSearch, { token: 'a'.repeat(40) })).toEqual({ token: 'a'.repeat(40) });
    expect(validate(resetPasswordSearch, { token: ['a', 'b'] })).toEqual({});
    expect(validate(resetPasswordSearch, { token: 'a'.repeat(201) })).toEqual({});
  });

  it('ignores unknown parameters instead of failing on them', () => {
    expect(validate(eventListSearch, { filter: 'past', utm_source: 'mail', __proto__: { x: 1 } })).toEqual({ filter: 'past' });
  });

  it('event ids follow the server: a UUID or nothing', () => {
    const ids = ['5eed0000-0000-4000-8000-000000000001', '5EED0000-0000-4000-8000-000000000001', 'not-a-uuid', '', '5eed0000-0000-4000-8000-00000000000', "1' OR '1'='1"];
    for (const id of ids) expect(eventIdParam.safeParse(id).success, id).toBe(idSchema.safeParse(id).success);
  });
});
