import { randomUUID } from 'node:crypto';
import { z } from 'zod';

// Schema → fuzz plan, for tests/server/security/procedure-input-fuzz.test.ts: a valid baseline
// input made from a procedure's zod schema alone, and for every field of it the bad values of
// each kind, so that each case changes ONE field and keeps the rest valid. Read from zod 4's
// own definitions (`schema._zod.def`: type, shape, element, options, checks…), never from a list
// of the app's fields, so a new procedure or field is fuzzed the day it is added.

export type PathSegment = string | number;

/** The kinds of bad value; every field gets those its type can carry. */
export const badKinds = [
  'nul',
  'control',
  'over-max',
  'huge-string',
  'over-max-items',
  'huge-array',
  'wrong-type',
  'null',
  'nan',
  'infinity',
  'huge-number',
  'negative',
  'fraction',
  'past-last-date',
  'before-1970',
  'unknown-enum',
  'deep-nesting',
] as const;
export type BadKind = (typeof badKinds)[number];

export interface FuzzVariant {
  kind: BadKind;
  /** Says which value it is in a report: 'NUL', 'U+001B', '1 MB string', '9e15'… */
  label: string;
  /** The bad value; absent when `json` carries it. */
  value?: unknown;
  /** JSON text put in place of the value, for what JSON.stringify cannot write (NaN, Infinity) or would take long to build (nesting). */
  json?: string;
  /**
   * A big payload refused whichever field carries it (a megabyte past a declared maximum, nesting
   * where an object goes): the caller may send it once per procedure rather than for every field.
   */
  large: boolean;
}

export type FieldType = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'record' | 'any' | 'other';

export interface FuzzField {
  /** Where the field is in the input ([] is the input itself; array elements are at index 0). */
  path: PathSegment[];
  type: FieldType;
  variants: FuzzVariant[];
}

export interface FuzzPlan {
  /** A valid input (when `baselineIssues` is empty) that every case changes in one place. */
  baseline: unknown;
  /** Why the schema refuses the baseline, one line per issue; empty when it is valid. */
  baselineIssues: string[];
  fields: FuzzField[];
}

export interface FuzzCase {
  path: PathSegment[];
  field: string;
  variant: FuzzVariant;
  /** The request body or ?input= text: the baseline with this one value changed. */
  json: string;
  /** False for text no JSON parser reads (NaN is no JSON value): the server must answer a parse error. */
  parsable: boolean;
  /** The schema refuses this input; false means it gets past zod into the procedure. */
  refusedBySchema: boolean;
}

export interface FuzzOptions {
  /**
   * A real value for a field, by its key ('eventId' → the scene's event; elements of 'optionIds'
   * are asked as 'optionId'), or undefined to make one up. Used when the schema accepts it.
   */
  valueFor?: (key: string, path: PathSegment[]) => unknown;
  /** Unix milliseconds that made-up times are near (default: now). */
  now?: number;
  /** Levels of nesting sent where an object or array is expected (default `deepNestingLevels`; a GET's URL holds about 1,000). */
  nestingLevels?: number;
}

/** 1 MiB of text and 100,000 items: the sizes the fuzz sends as "huge". */
export const hugeStringLength = 1024 * 1024;
export const hugeArrayLength = 100_000;
/**
 * Levels of nesting sent where one object or array is expected (120 kB of JSON): deeper than a
 * recursive function gets on Node's default stack (about 10,000 calls), so code that walks a
 * value by recursion overflows on it.
 */
export const deepNestingLevels = 20_000;
/** JavaScript's last date is 8.64e15 ms; one past it. */
export const pastLastDate = 8_640_000_000_000_001;

/** NUL and other C0 and C1 control characters, each put inside an otherwise valid value. */
export const controlCharacters: ReadonlyArray<readonly [string, string]> = [
  ['\u0001', 'U+0001'],
  ['\u001b', 'U+001B (escape)'],
  ['\u007f', 'U+007F (delete)'],
  ['\u009b', 'U+009B (C1 control)'],
];

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const defOf = (schema: Schema): Def => schema._zod.def as Def;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  length?: number;
}

/** The checks of a schema (min/max lengths, number bounds, formats, refinements), as zod keeps them. */
function checksOf(schema: Schema): CheckDef[] {
  const def = defOf(schema);
  const own = (def.checks ?? []) as Array<{ _zod: { def: CheckDef } }>;
  const checks = own.map((check) => check._zod.def);
  // A string format (z.uuid(), z.email(), z.url()) is itself a check on the string.
  if (typeof def.format === 'string') checks.push({ check: 'string_format', format: def.format });
  return checks;
}

interface Bounds {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  integer: boolean;
  format?: string;
}

function boundsOf(schemas: Schema[]): Bounds {
  const bounds: Bounds = { integer: false };
  for (const schema of schemas) {
    for (const check of checksOf(schema)) {
      if (check.check === 'min_length' && check.minimum !== undefined) bounds.minLength = Math.max(bounds.minLength ?? 0, check.minimum);
      if (check.check === 'max_length' && check.maximum !== undefined) bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, check.maximum);
      if (check.check === 'length_equals' && check.length !== undefined) bounds.minLength = bounds.maxLength = check.length;
      if (check.check === 'greater_than' && typeof check.value === 'number') bounds.minimum = Math.max(bounds.minimum ?? -Infinity, check.value + (check.inclusive ? 0 : 1));
      if (check.check === 'less_than' && typeof check.value === 'number') bounds.maximum = Math.min(bounds.maximum ?? Infinity, check.value - (check.inclusive ? 0 : 1));
      if (check.check === 'number_format') bounds.integer = bounds.integer || /int/.test(check.format ?? '');
      if (check.check === 'string_format' && check.format && check.format !== 'regex' && !bounds.format) bounds.format = check.format;
    }
  }
  return bounds;
}

/** The schemas a value passes through on the way in (a pipe's both ends), for their bounds. */
function inputChain(schema: Schema): Schema[] {
  const def = defOf(schema);
  if (def.type === 'pipe') return [...inputChain(def.in as Schema), ...inputChain(def.out as Schema)];
  if (wrapperTypes.has(def.type)) return inputChain(def.innerType as Schema);
  return [schema];
}

/** Wrappers whose inner type says what the value is. */
const wrapperTypes = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function accepts(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

/** An element's key: 'optionIds' → 'optionId', 'tiles' → 'tile'. */
export function singularKey(key: string): string {
  if (key.endsWith('Ids')) return key.slice(0, -1);
  if (key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (key.endsWith('s')) return key.slice(0, -1);
  return key;
}

/** 'scans.0.code', as the server's fieldPaths name it; '(input)' for the input itself. */
export function fieldName(path: readonly PathSegment[]): string {
  return path.length === 0 ? '(input)' : path.join('.');
}

const day = 86_400_000;

interface WalkContext {
  key: string;
  path: PathSegment[];
  /** Tells apart the elements of one array (distinct labels, later times). */
  salt: number;
  nullable: boolean;
  depth: number;
  options: Required<Pick<FuzzOptions, 'now' | 'nestingLevels'>> & FuzzOptions;
  fields: FuzzField[];
}

interface Walked {
  value: unknown;
  /** A valid value of the field's own type, never null: what bad strings and arrays are made from. */
  sample: unknown;
  /** Other valid values of the field (null, left out, another choice), tried when the object around it refuses `value`. */
  alternatives: unknown[];
}

/** Stands for "leave the key out" among a field's alternatives. */
const absent = Symbol('absent');

function stringCandidates(key: string, bounds: Bounds, salt: number): string[] {
  const short = randomUUID().slice(0, 8);
  const lower = key.toLowerCase();
  const out: string[] = [];
  if (bounds.format === 'uuid' || bounds.format === 'guid') out.push(randomUUID());
  if (bounds.format === 'email' || lower.includes('email')) out.push(`fuzz-${short}@example.test`);
  if (bounds.format === 'url' || /url|link|website/.test(lower)) out.push(`https://example.com/fuzz-${salt}`);
  if (lower.includes('timezone')) out.push('America/Toronto');
  if (/colou?r|theme/.test(lower)) out.push('#336699');
  if (lower.includes('handle')) out.push(`fuzz-${short}`);
  if (lower.includes('idempotency')) out.push(`fuzz-${randomUUID()}`);
  if (lower.includes('device')) out.push(`fuzz-device-${short}`);
  if (lower.includes('secret')) out.push(`fuzz-secret-${randomUUID()}`);
  if (lower.includes('password')) out.push('correct horse battery staple');
  if (lower.includes('token')) out.push(`fuzz-token-${randomUUID()}`);
  if (lower.includes('csv')) out.push(`name\nFuzz row ${short}\n`);
  if (lower.includes('date')) out.push('2030-05-14');
  if (lower.includes('time')) out.push('09:00');
  out.push(`Fuzz ${key || 'text'} ${salt} ${short}`, `fuzz${salt}${short}`, `FUZZ${salt}234`, randomUUID(), `https://example.com/fuzz-${salt}`, `fuzz-${short}@example.test`, '2030-05-14', '09:00');
  // Made long enough for a minimum length, and cut to a maximum.
  const minimum = bounds.minLength ?? 0;
  const maximum = bounds.maxLength ?? Infinity;
  return out.flatMap((candidate) => {
    const padded = candidate.length < minimum ? candidate + 'x'.repeat(minimum - candidate.length) : candidate;
    return padded.length > maximum ? [padded, padded.slice(0, maximum)] : [padded];
  });
}

function numberCandidates(key: string, bounds: Bounds, salt: number, now: number): number[] {
  const lower = key.toLowerCase();
  const seconds = (ms: number) => Math.floor(ms / 1000);
  // Times people choose lie ahead (an event next month); later keys of a pair end later.
  const start = Math.floor((now + 30 * day) / 3_600_000) * 3_600_000 + salt * 3_600_000;
  const end = start + 2 * 3_600_000;
  const out: number[] = [];
  if (/^(since|cursor)$/.test(lower)) out.push(0);
  if (/(ends|closes|until|end)(at)?$/.test(lower)) out.push(seconds(end), end);
  else if (/(starts|opens|publish|start)(at)?$/.test(lower)) out.push(seconds(start), start);
  else if (/at$|time|seen/.test(lower)) out.push(now, seconds(now));
  if (bounds.minimum !== undefined && Number.isFinite(bounds.minimum)) out.push(bounds.minimum + (bounds.integer ? 1 : 0.5), bounds.minimum);
  out.push(1, 3, 5, 0, 10, 50, 100, seconds(now), now);
  return out;
}

function enumValues(def: Def): unknown[] {
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return [...(def.values as unknown[])];
  return [];
}

/** Puts `insert` in the middle of `text` (inside a value that is otherwise valid). */
function insertMiddle(text: string, insert: string): string {
  const middle = Math.floor(text.length / 2);
  return text.slice(0, middle) + insert + text.slice(middle);
}

function nested(levels: number): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

function stringVariants(sample: string, bounds: Bounds, nullable: boolean): FuzzVariant[] {
  const text = sample.length > 0 ? sample : 'fuzz';
  const variants: FuzzVariant[] = [
    { kind: 'nul', label: 'NUL', value: insertMiddle(text, '\u0000'), large: false },
    ...controlCharacters.map(([character, label]): FuzzVariant => ({ kind: 'control', label, value: insertMiddle(text, character), large: false })),
  ];
  // Padded with a letter, so that trimming cannot bring it back under the maximum.
  const lengthened = (length: number) => (text.length >= length ? text : text + 'x'.repeat(length - text.length));
  if (bounds.maxLength !== undefined && bounds.maxLength < hugeStringLength) {
    const length = bounds.maxLength + 1;
    variants.push({ kind: 'over-max', label: `${length} characters`, value: lengthened(length), large: length > 256 * 1024 });
  }
  // Refused by a declared bound whichever field carries it: once per procedure. A field with no
  // bound gets it for itself (only the body limit stands in its way).
  const bounded = (bounds.maxLength !== undefined && bounds.maxLength < hugeStringLength) || bounds.format === 'uuid' || bounds.format === 'guid';
  variants.push({ kind: 'huge-string', label: '1 MB string', value: lengthened(hugeStringLength), large: bounded });
  variants.push({ kind: 'wrong-type', label: 'a number', value: 42, large: false });
  if (!nullable) variants.push({ kind: 'null', label: 'null', value: null, large: false });
  return variants;
}

function numberVariants(sample: number, bounds: Bounds, nullable: boolean): FuzzVariant[] {
  const variants: FuzzVariant[] = [
    { kind: 'nan', label: 'NaN', json: 'NaN', large: false },
    { kind: 'infinity', label: 'Infinity (1e999)', json: '1e999', large: false },
    { kind: 'huge-number', label: '1e300', value: 1e300, large: false },
    { kind: 'negative', label: '-1', value: -1, large: false },
    { kind: 'past-last-date', label: '8.64e15 + 1', value: pastLastDate, large: false },
    { kind: 'before-1970', label: '1969-12-31 (-86400000)', value: -day, large: false },
  ];
  if (bounds.integer) variants.push({ kind: 'fraction', label: `${sample + 0.5}`, value: sample + 0.5, large: false });
  variants.push({ kind: 'wrong-type', label: 'a numeric string', value: String(sample), large: false });
  if (!nullable) variants.push({ kind: 'null', label: 'null', value: null, large: false });
  return variants;
}

function enumVariants(values: unknown[], nullable: boolean): FuzzVariant[] {
  const numeric = values.every((value) => typeof value === 'number');
  const variants: FuzzVariant[] = numeric
    ? [
        { kind: 'unknown-enum', label: '999', value: 999, large: false },
        { kind: 'wrong-type', label: 'a numeric string', value: String(values[0]), large: false },
      ]
    : [
        { kind: 'unknown-enum', label: "'not-a-choice'", value: 'not-a-choice', large: false },
        { kind: 'unknown-enum', label: 'upper case', value: String(values[0]).toUpperCase() === String(values[0]) ? `${String(values[0])}x` : String(values[0]).toUpperCase(), large: false },
        { kind: 'wrong-type', label: 'a number', value: 42, large: false },
      ];
  if (!nullable) variants.push({ kind: 'null', label: 'null', value: null, large: false });
  return variants;
}

function structureVariants(type: 'object' | 'array' | 'record' | 'any', nullable: boolean, perField: boolean, levels: number): FuzzVariant[] {
  const variants: FuzzVariant[] = [];
  if (type === 'object' || type === 'record') {
    variants.push({ kind: 'wrong-type', label: 'a string', value: 'fuzz', large: false });
    variants.push({ kind: 'wrong-type', label: 'an array', value: [], large: false });
  }
  if (type === 'array') {
    variants.push({ kind: 'wrong-type', label: 'a string', value: 'fuzz', large: false });
    variants.push({ kind: 'wrong-type', label: 'an object', value: { 0: 'fuzz' }, large: false });
  }
  if (!nullable && type !== 'any') variants.push({ kind: 'null', label: 'null', value: null, large: false });
  variants.push({ kind: 'deep-nesting', label: `${levels.toLocaleString('en')} levels`, json: nested(levels), large: !perField });
  return variants;
}

function addField(context: WalkContext, type: FieldType, variants: FuzzVariant[]): void {
  context.fields.push({ path: context.path, type, variants });
}

function child(context: WalkContext, key: string, segment: PathSegment, salt = context.salt): WalkContext {
  return { ...context, key, path: [...context.path, segment], salt, nullable: false, depth: context.depth + 1 };
}

function hinted(schema: Schema, context: WalkContext): { found: boolean; value: unknown } {
  const value = context.options.valueFor?.(context.key, context.path);
  if (value === undefined || !accepts(schema, value)) return { found: false, value: undefined };
  return { found: true, value };
}

/** Deeper than any input of this app: a recursive (lazy) schema stops here. */
const maxDepth = 12;

function walk(schema: Schema, context: WalkContext): Walked {
  const def = defOf(schema);
  if (context.depth > maxDepth) return { value: undefined, sample: undefined, alternatives: [] };
  const hint = hinted(schema, context);

  if (wrapperTypes.has(def.type)) {
    const inner = walk(def.innerType as Schema, { ...context, nullable: context.nullable || def.type === 'nullable' });
    const alternatives = [...(def.type === 'nullable' ? [null] : []), ...(def.type === 'optional' || def.type === 'default' ? [absent] : []), ...inner.alternatives];
    return { value: hint.found ? hint.value : inner.value, sample: inner.sample, alternatives };
  }
  if (def.type === 'lazy') return walk((def.getter as () => Schema)(), context);

  if (def.type === 'pipe') {
    const chain = inputChain(schema);
    const entry = chain[0] as Schema;
    const entryType = defOf(entry).type;
    // A preprocess step takes anything: what it hands on says what the value is.
    if (entryType === 'transform') return walk(def.out as Schema, context);
    if (entryType === 'object' || entryType === 'array' || entryType === 'union' || entryType === 'record') {
      const walked = walk(def.in as Schema, context);
      return hint.found ? { ...walked, value: hint.value } : walked;
    }
    return leaf(schema, defOf(entry).type, inputChain(schema), context, hint);
  }

  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      addField(context, 'object', structureVariants('object', context.nullable, false, context.options.nestingLevels));
      const members = Object.entries(shape).map(([key, member]) => [key, walk(member, child(context, key, key))] as const);
      const value = repairObject(schema, members);
      return { value: hint.found ? hint.value : value, sample: value, alternatives: [] };
    }
    case 'array': {
      const bounds = boundsOf([schema]);
      const count = Math.max(bounds.minLength ?? 0, 1);
      const element = def.element as Schema;
      const fieldIndex = context.fields.length;
      addField(context, 'array', []);
      const items: unknown[] = [];
      for (let index = 0; index < count; index++) {
        const elementContext = child(context, singularKey(context.key), index, index);
        if (index > 0) elementContext.fields = []; // the first element's fields stand for all
        items.push(walk(element, elementContext).value);
      }
      const first = items[0];
      const variants: FuzzVariant[] = [];
      if (bounds.maxLength !== undefined && bounds.maxLength < hugeArrayLength) {
        const length = bounds.maxLength + 1;
        variants.push({ kind: 'over-max-items', label: `${length} items`, value: Array.from({ length }, () => first), large: length > 10_000 });
      }
      variants.push({
        kind: 'huge-array',
        label: `${hugeArrayLength.toLocaleString('en')} items`,
        value: Array.from({ length: hugeArrayLength }, () => first),
        large: bounds.maxLength !== undefined && bounds.maxLength < hugeArrayLength,
      });
      variants.push(...structureVariants('array', context.nullable, false, context.options.nestingLevels));
      context.fields[fieldIndex] = { path: context.path, type: 'array', variants };
      return { value: hint.found ? hint.value : items, sample: items, alternatives: [] };
    }
    case 'tuple': {
      addField(context, 'array', structureVariants('array', context.nullable, false, context.options.nestingLevels));
      const items = (def.items as Schema[]).map((item, index) => walk(item, child(context, context.key, index)).value);
      return { value: hint.found ? hint.value : items, sample: items, alternatives: [] };
    }
    case 'record': {
      addField(context, 'record', structureVariants('record', context.nullable, true, context.options.nestingLevels));
      return { value: hint.found ? hint.value : {}, sample: {}, alternatives: [] };
    }
    case 'union': {
      // The baseline takes the first option the union accepts; the bad values are those of every option.
      const options = def.options as Schema[];
      const probes = options.map((option) => walk(option, { ...context, fields: [] }));
      const chosen = probes.findIndex((probe) => accepts(schema, probe.value));
      const index = chosen === -1 ? 0 : chosen;
      const own: FuzzField[] = [];
      walk(options[index] as Schema, { ...context, fields: own });
      const variants = new Map<string, FuzzVariant>();
      for (const option of options) {
        const scratch: FuzzField[] = [];
        walk(option, { ...context, fields: scratch });
        for (const variant of scratch.filter((field) => field.path.length === context.path.length).flatMap((field) => field.variants)) {
          variants.set(`${variant.kind}:${variant.json ?? JSON.stringify(variant.value)?.slice(0, 200)}`, variant);
        }
      }
      const type = own.find((field) => field.path.length === context.path.length)?.type ?? 'other';
      context.fields.push({ path: context.path, type, variants: [...variants.values()] });
      context.fields.push(...own.filter((field) => field.path.length > context.path.length));
      const value = hint.found ? hint.value : probes[index]?.value;
      const alternatives = probes.filter((_, other) => other !== index).map((probe) => probe.value);
      return { value, sample: probes[index]?.sample, alternatives };
    }
    case 'intersection': {
      const left = walk(def.left as Schema, context);
      const right = walk(def.right as Schema, { ...context, fields: [] });
      const value = typeof left.value === 'object' && typeof right.value === 'object' ? { ...(left.value as object), ...(right.value as object) } : left.value;
      return { value: hint.found ? hint.value : value, sample: value, alternatives: [] };
    }
    case 'any':
    case 'unknown': {
      addField(context, 'any', [
        { kind: 'huge-string', label: '1 MB string', value: 'x'.repeat(hugeStringLength), large: true },
        { kind: 'nul', label: 'NUL', value: 'fu\u0000zz', large: false },
        ...structureVariants('any', true, true, context.options.nestingLevels),
      ]);
      return { value: hint.found ? hint.value : null, sample: null, alternatives: [] };
    }
    default:
      return leaf(schema, def.type, [schema], context, hint);
  }
}

function leaf(schema: Schema, type: string, chain: Schema[], context: WalkContext, hint: { found: boolean; value: unknown }): Walked {
  const bounds = boundsOf(chain);
  const { key, salt, nullable } = context;
  if (type === 'string') {
    const candidates = stringCandidates(key, bounds, salt).filter((candidate) => accepts(schema, candidate));
    const sample = candidates[0] ?? stringCandidates(key, bounds, salt)[0] ?? 'fuzz';
    addField(context, 'string', stringVariants(sample, bounds, nullable));
    return { value: hint.found ? hint.value : sample, sample, alternatives: candidates.slice(1, 4) };
  }
  if (type === 'number' || type === 'int') {
    const all = numberCandidates(key, bounds, salt, context.options.now);
    const candidates = [...new Set(all.filter((candidate) => accepts(schema, candidate)))];
    const sample = candidates[0] ?? all[0] ?? 1;
    addField(context, 'number', numberVariants(sample, bounds, nullable));
    return { value: hint.found ? hint.value : sample, sample, alternatives: candidates.slice(1) };
  }
  if (type === 'boolean') {
    addField(context, 'boolean', [
      { kind: 'wrong-type', label: "'true'", value: 'true', large: false },
      { kind: 'wrong-type', label: '1', value: 1, large: false },
      ...(nullable ? [] : [{ kind: 'null' as const, label: 'null', value: null, large: false }]),
    ]);
    return { value: hint.found ? hint.value : true, sample: true, alternatives: [false] };
  }
  if (type === 'enum' || type === 'literal') {
    const values = enumValues(defOf(chain[0] as Schema));
    const candidates = values.filter((value) => accepts(schema, value));
    const sample = candidates[0] ?? values[0];
    addField(context, 'enum', enumVariants(values, nullable));
    return { value: hint.found ? hint.value : sample, sample, alternatives: candidates.slice(1) };
  }
  if (type === 'null' || type === 'undefined' || type === 'void') {
    addField(context, 'other', [{ kind: 'wrong-type', label: 'a string', value: 'fuzz', large: false }]);
    return { value: hint.found ? hint.value : type === 'null' ? null : undefined, sample: null, alternatives: [] };
  }
  // date, bigint, file…: JSON cannot carry them; the other kinds still go.
  addField(context, 'other', [
    { kind: 'wrong-type', label: 'a string', value: 'fuzz', large: false },
    { kind: 'nul', label: 'NUL', value: 'fu\u0000zz', large: false },
  ]);
  return { value: hint.found ? hint.value : undefined, sample: undefined, alternatives: [] };
}

/**
 * The object of its members' values; when a rule across fields refuses it (an interest tile
 * names a tag, others none), the first single change among the members' alternatives that
 * the object accepts, then all nullable members null at once.
 */
function repairObject(schema: Schema, members: ReadonlyArray<readonly [string, Walked]>): Record<string, unknown> {
  const build = (changes: Map<string, unknown>) => {
    const value: Record<string, unknown> = {};
    for (const [key, member] of members) {
      const chosen = changes.has(key) ? changes.get(key) : member.value;
      if (chosen !== absent) value[key] = chosen;
    }
    return value;
  };
  const first = build(new Map());
  if (accepts(schema, first)) return first;
  for (const [key, member] of members) {
    for (const alternative of member.alternatives) {
      const tried = build(new Map([[key, alternative]]));
      if (accepts(schema, tried)) return tried;
    }
  }
  const allNull = build(new Map(members.filter(([, member]) => member.alternatives.includes(null)).map(([key]) => [key, null])));
  return accepts(schema, allNull) ? allNull : first;
}

/**
 * The baseline and every field's bad values, from the schema alone (plus `valueFor` for real ids).
 * Each array's first element stands for all of its elements.
 */
export function planInputFuzz(schema: Schema, options: FuzzOptions = {}): FuzzPlan {
  const fields: FuzzField[] = [];
  const context: WalkContext = { key: '', path: [], salt: 0, nullable: false, depth: 0, options: { now: Date.now(), nestingLevels: deepNestingLevels, ...options }, fields };
  const { value } = walk(schema, context);
  const result = z.safeParse(schema, value);
  const baselineIssues = result.success ? [] : result.error.issues.map((issue) => `${fieldName(issue.path as PathSegment[])}: ${issue.message}`);
  return { baseline: value, baselineIssues, fields };
}

const placeholder = '__zod_input_fuzz_value__';

function setAt(value: unknown, path: readonly PathSegment[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [PathSegment, ...PathSegment[]];
  const copy: Record<PathSegment, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<PathSegment, unknown>)[head] = setAt((value as Record<PathSegment, unknown> | undefined)?.[head], rest, replacement);
  return copy;
}

/** The JSON text of `baseline` with the value at `path` replaced by the variant (its `json` as written). */
export function jsonWith(baseline: unknown, path: readonly PathSegment[], variant: FuzzVariant): string {
  const text = JSON.stringify(setAt(baseline, path, placeholder)) ?? 'null';
  const replacement = variant.json ?? JSON.stringify(variant.value) ?? 'null';
  return text.replace(`"${placeholder}"`, () => replacement);
}

const parsedJson = new Map<string, { parsable: boolean; value: unknown }>();

/** What the server's JSON.parse makes of a variant's own text (kept: deep nesting takes a while to parse). */
function parsedVariant(variant: FuzzVariant): { parsable: boolean; value: unknown } {
  if (variant.json === undefined) return { parsable: true, value: variant.value };
  let parsed = parsedJson.get(variant.json);
  if (!parsed) {
    try {
      parsed = { parsable: true, value: JSON.parse(variant.json) };
    } catch {
      parsed = { parsable: false, value: undefined };
    }
    parsedJson.set(variant.json, parsed);
  }
  return parsed;
}

/**
 * Every case of a plan: one field changed to one bad value. The JSON text and whether zod itself
 * refuses it are worked out when first read (megabyte cases are often left unsent).
 */
export function fuzzCases(schema: Schema, plan: FuzzPlan): FuzzCase[] {
  return plan.fields.flatMap((field) =>
    field.variants.map((variant): FuzzCase => {
      let json: string | undefined;
      let refused: boolean | undefined;
      const { parsable } = parsedVariant(variant);
      return {
        path: field.path,
        field: fieldName(field.path),
        variant,
        parsable,
        get json() {
          json ??= jsonWith(plan.baseline, field.path, variant);
          return json;
        },
        get refusedBySchema() {
          refused ??= !parsable || !accepts(schema, setAt(plan.baseline, field.path, parsedVariant(variant).value));
          return refused;
        },
      };
    }),
  );
}
