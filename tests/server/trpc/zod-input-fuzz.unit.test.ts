import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multiLine, singleLine } from '#shared/contracts/common.ts';
import { fieldName, fuzzCases, hugeArrayLength, hugeStringLength, pastLastDate, planInputFuzz, type FuzzCase } from '../helpers/zod-input-fuzz.ts';

// The walker behind tests/server/security/procedure-input-fuzz.test.ts: from a zod schema alone,
// the fields of an input, a valid baseline, and the bad values of each kind for every field.

const sceneEvent = '5eed0000-0000-4000-8000-0000000000e1';

const schema = z.object({
  eventId: z.uuid(),
  title: singleLine(z.string().trim().min(1).max(20)),
  note: multiLine(z.string().max(500)).nullable().default(null),
  code: z.string().max(30),
  count: z.number().int().min(1).max(10),
  tags: z.array(singleLine(z.string().min(1).max(5))).max(3),
  when: z
    .object({ startsAt: z.number().int().min(946_684_800).max(7_258_118_400), endsAt: z.number().int().min(946_684_800).max(7_258_118_400) })
    .refine((window) => window.endsAt > window.startsAt, { path: ['endsAt'], error: 'Ends after it starts' })
    .optional(),
  kind: z.enum(['single', 'multiple']),
  ref: z.union([z.uuid(), z.literal('')]),
  tiles: z
    .array(z.object({ rule: z.enum(['anyone', 'interest']), tag: z.string().min(1).nullable().default(null) }).refine((tile) => (tile.rule === 'interest') === (tile.tag !== null)))
    .min(2),
});

const plan = planInputFuzz(schema, { valueFor: (key) => (key === 'eventId' ? sceneEvent : undefined) });
const cases = fuzzCases(schema, plan);
const fieldOf = (name: string) => plan.fields.find((field) => fieldName(field.path) === name);
const kindsOf = (name: string) => [...new Set(fieldOf(name)?.variants.map((variant) => variant.kind))];
const casesOf = (name: string, kind: string): FuzzCase[] => cases.filter((one) => one.field === name && one.variant.kind === kind);

describe('planInputFuzz', () => {
  it('lists every field, nested ones and the first element of each array included, in the schema’s order', () => {
    expect(plan.fields.map((field) => fieldName(field.path))).toEqual([
      '(input)',
      'eventId',
      'title',
      'note',
      'code',
      'count',
      'tags',
      'tags.0',
      'when',
      'when.startsAt',
      'when.endsAt',
      'kind',
      'ref',
      'tiles',
      'tiles.0',
      'tiles.0.rule',
      'tiles.0.tag',
    ]);
    expect(fieldOf('tiles.0.tag')?.path).toEqual(['tiles', 0, 'tag']);
  });

  it('makes a baseline the schema accepts, with the scene’s ids, optional fields present and a rule across fields kept', () => {
    expect(plan.baselineIssues).toEqual([]);
    expect(schema.safeParse(plan.baseline).success).toBe(true);
    const baseline = plan.baseline as z.input<typeof schema>;
    expect(baseline.eventId).toBe(sceneEvent);
    expect(baseline.when).toBeDefined();
    expect(typeof baseline.note).toBe('string');
    // At least the minimum of items, each tile with no tag unless it is about an interest.
    expect(baseline.tiles).toHaveLength(2);
    for (const tile of baseline.tiles) expect(tile.tag === null || tile.tag === undefined).toBe(tile.rule !== 'interest');
  });

  it('gives each type its kinds of bad value', () => {
    expect(kindsOf('title')).toEqual(['nul', 'control', 'over-max', 'huge-string', 'wrong-type', 'null']);
    // A nullable field does not count null as bad.
    expect(kindsOf('note')).toEqual(['nul', 'control', 'over-max', 'huge-string', 'wrong-type']);
    expect(kindsOf('count')).toEqual(['nan', 'infinity', 'huge-number', 'negative', 'past-last-date', 'before-1970', 'fraction', 'wrong-type', 'null']);
    expect(kindsOf('kind')).toEqual(['unknown-enum', 'wrong-type', 'null']);
    expect(kindsOf('tags')).toEqual(['over-max-items', 'huge-array', 'wrong-type', 'null', 'deep-nesting']);
    expect(kindsOf('when')).toEqual(['wrong-type', 'null', 'deep-nesting']);
    // A union gets the bad values of each of its options.
    expect(kindsOf('ref')).toEqual(expect.arrayContaining(['nul', 'control', 'wrong-type', 'unknown-enum', 'null']));
  });

  it('sizes the values from the schema’s own bounds', () => {
    const values = (name: string, kind: string) => fieldOf(name)?.variants.filter((variant) => variant.kind === kind).map((variant) => variant.value);
    expect(values('title', 'over-max')).toEqual([expect.stringMatching(/^.{21}$/)]);
    expect((values('title', 'huge-string')?.[0] as string).length).toBe(hugeStringLength);
    expect((values('tags', 'over-max-items')?.[0] as unknown[]).length).toBe(4);
    expect((values('tags', 'huge-array')?.[0] as unknown[]).length).toBe(hugeArrayLength);
    expect(values('count', 'past-last-date')).toEqual([pastLastDate]);
    expect(values('title', 'nul')).toEqual([expect.stringContaining('\u0000')]);
    expect(fieldOf('title')?.variants.filter((variant) => variant.kind === 'control')).toHaveLength(4);
  });
});

describe('fuzzCases', () => {
  it('changes one field and keeps the rest of the baseline', () => {
    const [nul] = casesOf('when.endsAt', 'negative');
    const sent = JSON.parse(nul!.json) as Record<string, unknown>;
    const baseline = plan.baseline as Record<string, unknown>;
    expect(sent).toEqual({ ...baseline, when: { ...(baseline.when as object), endsAt: -1 } });
    const [tag] = casesOf('tiles.0.tag', 'wrong-type');
    expect((JSON.parse(tag!.json) as { tiles: unknown[] }).tiles).toEqual([{ ...(baseline.tiles as object[])[0], tag: 42 }, (baseline.tiles as object[])[1]]);
  });

  it('writes what JSON cannot hold as the server would read it: NaN is no JSON at all, Infinity arrives as 1e999', () => {
    const [nan] = casesOf('count', 'nan');
    expect(nan!.json).toContain('"count":NaN');
    expect(nan!.parsable).toBe(false);
    expect(nan!.refusedBySchema).toBe(true);
    const [infinity] = casesOf('count', 'infinity');
    expect(infinity!.json).toContain('"count":1e999');
    expect(infinity!.parsable).toBe(true);
    expect(infinity!.refusedBySchema).toBe(true);
  });

  it('says which values the schema itself refuses and which get through to the procedure', () => {
    const through = cases.filter((one) => !one.variant.large && !one.refusedBySchema).map((one) => `${one.field}: ${one.variant.kind}`);
    // `code` and a tile's tag are bare strings: a NUL and the control characters reach the procedure,
    // which must cope; `tiles` and a tag have no maximum, so 100,000 tiles and a 1 MB tag do too.
    const controls = (field: string) => [`${field}: nul`, ...Array.from({ length: 4 }, () => `${field}: control`)];
    expect(through).toEqual([...controls('code'), 'tiles: huge-array', ...controls('tiles.0.tag'), 'tiles.0.tag: huge-string']);
    expect(casesOf('title', 'nul')[0]?.refusedBySchema).toBe(true);
    expect(casesOf('note', 'control')[0]?.refusedBySchema).toBe(true);
    expect(casesOf('count', 'fraction')[0]?.refusedBySchema).toBe(true);
    expect(casesOf('when.startsAt', 'past-last-date')[0]?.refusedBySchema).toBe(true);
    expect(casesOf('kind', 'unknown-enum').every((one) => one.refusedBySchema)).toBe(true);
  });

  it('marks the megabyte payloads a declared bound refuses, so a caller may send them once per procedure', () => {
    const large = cases.filter((one) => one.variant.large).map((one) => `${one.field}: ${one.variant.kind}`);
    expect(large).toEqual(expect.arrayContaining(['eventId: huge-string', 'title: huge-string', 'tags: huge-array', '(input): deep-nesting', 'when: deep-nesting']));
    // Without a maximum, a field gets its own: `tiles` has no cap on its items.
    expect(large).not.toContain('tiles: huge-array');
    expect(cases.filter((one) => one.variant.large && !['huge-string', 'huge-array', 'deep-nesting'].includes(one.variant.kind))).toEqual([]);
  });
});
