// Inputs for the contract fuzzer (contract-fuzz.test.ts), generated from openapi.yaml's request schemas
// with a seeded generator, so a failing case comes back on every run. Written here rather than taken
// from a library: the contract's request schemas use a small part of JSON Schema (object, string,
// integer, number, array; enum, bounds, lengths and nine simple patterns), and the bad inputs that
// matter (a field of the wrong type, an array for a scalar, a missing required field, a huge string,
// NUL and bidi characters) are mutations of a valid input, which a schema-to-data library does not make.

type Schema = Record<string, any>;

/** mulberry32: a small, fast, seeded PRNG (the same sequence for the same seed). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof prng>;

/** Resolves `$ref` (against the contract document) and merges `allOf`. */
export function resolve(schema: Schema | undefined, document: Schema): Schema {
  if (!schema) return {};
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: any, key: string) => node?.[key], document);
    return resolve({ ...target, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) }, document);
  }
  if (Array.isArray(schema.allOf)) {
    return schema.allOf.reduce(
      (merged: Schema, part: Schema) => {
        const r = resolve(part, document);
        return { ...merged, ...r, properties: { ...merged.properties, ...r.properties } };
      },
      { ...schema, allOf: undefined },
    );
  }
  return schema;
}

const CLASSES: Record<string, string> = {
  '0-9': '0123456789',
  'a-f': 'abcdef',
  'a-z': 'abcdefghijklmnopqrstuvwxyz',
  'A-Z': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/** The characters of a `[...]` class (ranges of CLASSES and single characters). */
function classChars(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const range = body.slice(i, i + 3);
    if (CLASSES[range]) {
      out += CLASSES[range];
      i += 2;
    } else out += body[i];
  }
  return out;
}

/**
 * A string matching a simple regular expression: anchors, literals, `[...]` classes, `(...)` groups,
 * and the quantifiers `{n}`, `{m,n}`, `+`, `*`, `?`. Throws on anything else, so a new kind of
 * pattern in the contract is noticed (contract-fuzz.test.ts generates one for every pattern).
 */
export function fromPattern(pattern: string, rng: Rng): string {
  const source = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const gen = (src: string): string => {
    let out = '';
    let i = 0;
    while (i < src.length) {
      let unit: () => string;
      const c = src[i]!;
      if (c === '[') {
        const end = src.indexOf(']', i);
        const chars = classChars(src.slice(i + 1, end));
        unit = () => rng.pick([...chars]);
        i = end + 1;
      } else if (c === '(') {
        let depth = 1;
        let j = i + 1;
        while (depth > 0) {
          if (src[j] === '(') depth++;
          if (src[j] === ')') depth--;
          j++;
        }
        const inner = src.slice(i + 1, j - 1);
        unit = () => gen(inner);
        i = j;
      } else if ('\\.|^$'.includes(c)) {
        throw new Error(`pattern not supported by the fuzzer: ${pattern}`);
      } else {
        unit = () => c;
        i++;
      }
      let [min, max] = [1, 1];
      const q = /^\{(\d+)(?:,(\d+))?\}|^[+*?]/.exec(src.slice(i));
      if (q) {
        if (q[0] === '+') [min, max] = [1, 4];
        else if (q[0] === '*') [min, max] = [0, 3];
        else if (q[0] === '?') [min, max] = [0, 1];
        else [min, max] = [Number(q[1]), Number(q[2] ?? q[1])];
        i += q[0].length;
      }
      const n = rng.int(min, max);
      for (let k = 0; k < n; k++) out += unit();
    }
    return out;
  };
  const value = gen(source);
  if (!new RegExp(pattern).test(value)) throw new Error(`generated ${value} does not match ${pattern}`);
  return value;
}

const WORDS = ['好球', 'goal', 'Trận đấu', '直播', 'arena', '老王', 'NBA', '英超'];

/** A valid value for a schema; `hint` gives real ids for fields the server looks up (uid, gift_id…). */
export function validValue(schema: Schema, rng: Rng, document: Schema, hint?: (rng: Rng) => unknown): unknown {
  const s = resolve(schema, document);
  if (s.enum) return rng.pick(s.enum);
  if (hint && rng.chance(0.7)) return hint(rng);
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max = s.maximum ?? Math.max(min + 1_000, 10);
      const n = rng.int(Math.ceil(min), Math.floor(max));
      return s.type === 'number' && rng.chance(0.3) && n < max ? n + 0.5 : n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array':
      return Array.from({ length: rng.int(1, 3) }, () => validValue(s.items ?? { type: 'string' }, rng, document));
    case 'object':
      return validObject(s, rng, document);
    default: {
      if (s.pattern) return fromPattern(s.pattern, rng);
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 20, 20);
      let text = rng.pick(WORDS);
      while ([...text].length < min) text += rng.pick(WORDS);
      return [...text].slice(0, Math.max(min, Math.min(max, [...text].length))).join('');
    }
  }
}

export function validObject(schema: Schema, rng: Rng, document: Schema, hints: Record<string, (rng: Rng) => unknown> = {}) {
  const s = resolve(schema, document);
  const required = new Set<string>(s.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries<Schema>(s.properties ?? {})) {
    if (required.has(name) || rng.chance(0.5)) out[name] = validValue(prop, rng, document, hints[name]);
  }
  return out;
}

/** Values a field of this schema must refuse (or survive): wrong types, extremes, hostile text. */
export function badValues(schema: Schema, document: Schema): unknown[] {
  const s = resolve(schema, document);
  const huge = 'x'.repeat(200_000);
  const hostile = [
    '\u0000',
    'a\u0000b',
    '\u202egnp.exe',
    '𝕏🎉',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '%00',
    '../../etc/passwd',
  ];
  const common: unknown[] = [null, [1, 2], { nested: { deep: true } }, true];
  switch (s.type) {
    case 'integer':
    case 'number':
      return [
        ...common,
        -1,
        0,
        -2_147_483_649,
        2_147_483_648,
        Number.MAX_SAFE_INTEGER + 2,
        1e308,
        0.5,
        'NaN',
        '1e999',
        '12abc',
        '',
        ...hostile,
      ];
    case 'array':
      return [...common, 'not an array', 7, Array.from({ length: 10_000 }, (_, i) => i), [null], [{}]];
    case 'object':
      return [...common, 'not an object', 7];
    default:
      return [...common, 0, -1, 1e308, '', ' ', huge, ...hostile];
  }
}
