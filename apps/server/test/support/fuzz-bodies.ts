// Malformed request bodies derived from a route's JSON schema (as the OpenAPI document states it), for the fuzz
// test: a valid-looking body first, then that body with one field at a time replaced by something hostile.

/** The parts of a JSON schema the generated OpenAPI document uses. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxItems?: number;
  nullable?: boolean;
}

/** A small seeded generator (mulberry32): the same seed gives the same bodies on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Ids the valid-looking bodies use, so that they reach past "missing" into the services. */
export interface KnownIds {
  storeId: number;
}

const typeOf = (s: Schema): string | undefined => {
  if (s.anyOf) return typeOf(s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]);
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
};
const unwrap = (s: Schema): Schema => (s.anyOf ? unwrap(s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]) : s);

function sampleString(s: Schema, key: string): string {
  if (s.format === 'date') return '2024-03-15';
  if (s.format === 'date-time') return '2024-03-15T10:00:00Z';
  if (s.pattern?.startsWith('^uuid_')) return 'uuid_fuzz0001';
  if (s.pattern?.startsWith('^#')) return '#12ab34';
  if (s.pattern === '^[0-9]{6}$') return '123456';
  if (s.pattern?.startsWith('^[0-9]')) return '1234';
  const k = key.toLowerCase();
  if (k.includes('email') || k === 'merchant') return 'fuzz.nobody@example.test';
  if (k.includes('phone')) return '7700900123';
  if (k === 'areacode') return '44';
  if (k.includes('password')) return 'Secret123!';
  if (k.includes('date') || k === 'day') return '2024-03-15';
  return 'fuzz'.padEnd(s.minLength ?? 0, 'z');
}

function sampleNumber(s: Schema, key: string, ids: KnownIds): number {
  if (/^storeIds?$/.test(key)) return ids.storeId;
  const exclusive = s.exclusiveMinimum === true ? 1 : 0;
  const low = typeof s.minimum === 'number' ? s.minimum + exclusive : 1;
  const value = Math.max(low, 1);
  return typeof s.maximum === 'number' ? Math.min(value, s.maximum) : value;
}

/** A valid-looking value of a schema: every property, the first enum value, ids pointing at the caller's store. */
export function sample(s: Schema, ids: KnownIds, key = ''): unknown {
  const u = unwrap(s);
  if (u.enum) return u.enum[0];
  switch (typeOf(u)) {
    case 'object':
      return Object.fromEntries(Object.entries(u.properties ?? {}).map(([k, p]) => [k, sample(p, ids, k)]));
    case 'array':
      return u.items ? [sample(u.items, ids, key.replace(/s$/, ''))] : [];
    case 'string':
      return sampleString(u, key);
    case 'integer':
    case 'number':
      return sampleNumber(u, key, ids);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

export type Path = (string | number)[];

/** Every field of a value with the schema it follows (the first item of each array). */
function leaves(s: Schema, path: Path, out: { path: Path; schema: Schema }[]): void {
  const u = unwrap(s);
  if (path.length) out.push({ path, schema: u });
  const t = typeOf(u);
  if (t === 'object') for (const [k, p] of Object.entries(u.properties ?? {})) leaves(p, [...path, k], out);
  if (t === 'array' && u.items) leaves(u.items, [...path, 0], out);
}

const far = 8_640_000_000_001;
const HOSTILE_NUMBERS: unknown[] = [
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2_147_483_648,
  -1,
  0,
  0.5,
  1e308,
  far,
  '1e400',
  'NaN',
  '0x10',
  null,
];
/** Text that does not compress (an index entry over 2.7 KB makes PostgreSQL fail, as a 1 MB e-mail did). */
const noise = (length: number) => {
  const random = seededRandom(length);
  return Array.from({ length }, () => String.fromCharCode(33 + Math.floor(random() * 94))).join('');
};
const HOSTILE_STRINGS: unknown[] = [
  'a\u0000b',
  '\u0000',
  'x'.repeat(5_000),
  noise(20_000),
  '9999-12-31',
  '0001-01-01',
  '-271821-04-19',
  '2024-02-30',
  12345,
  '\ud800',
  ' ',
];

function hostileValues(s: Schema): unknown[] {
  switch (typeOf(s)) {
    case 'string':
      return HOSTILE_STRINGS;
    case 'integer':
    case 'number':
      return HOSTILE_NUMBERS;
    case 'boolean':
      return ['yes', 1];
    case 'array':
      return ['x', { 0: 1 }, Array.from({ length: 2_000 }, () => 1)];
    case 'object':
      return ['x', [], 1];
    default:
      return ['\u0000', Number.MAX_SAFE_INTEGER];
  }
}

function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return copy;
}

export interface Case {
  name: string;
  body: unknown;
}

/**
 * The valid-looking body, whole-body oddities, and that body with one field replaced by a hostile value: at most
 * `max` cases, the same ones for the same seed.
 */
export function fuzzCases(s: Schema, ids: KnownIds, random: () => number, max: number): Case[] {
  const base = sample(s, ids);
  const fieldCases: Case[] = [];
  const fields: { path: Path; schema: Schema }[] = [];
  leaves(s, [], fields);
  for (const f of fields) {
    for (const v of hostileValues(f.schema)) {
      fieldCases.push({
        name: `${f.path.join('.')}=${JSON.stringify(v)?.slice(0, 40)}`,
        body: withValue(base, f.path, v),
      });
    }
  }
  // Fisher-Yates with the seeded generator: a fair, repeatable pick when a route has more cases than `max`.
  for (let i = fieldCases.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [fieldCases[i], fieldCases[j]] = [fieldCases[j], fieldCases[i]];
  }
  const wholeBody: Case[] = [
    { name: 'valid-looking', body: base },
    { name: 'empty object', body: {} },
    { name: 'array', body: [base] },
    { name: 'null', body: null },
    { name: 'string', body: 'x' },
    { name: 'NUL key', body: { ...(base as object), 'k\u0000': 1 } },
  ];
  return [...wholeBody, ...fieldCases].slice(0, max);
}
