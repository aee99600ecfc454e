import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArenaApp, handlers } from '../src/app';
import { type Lang, t } from '../src/i18n/index';
import { createValidator, loadContract, type Operation } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { badValues, fromPattern, prng, type Rng, resolve, validObject } from './fuzz-gen';
import { startApp, type TestDb, variants } from './helpers';
import { makeUsers } from './ledger-books';

// Issue 12, contract fuzzing: every implemented operation of openapi.yaml gets inputs generated from
// its schema (valid ones, wrong types, arrays for scalars, missing required fields, huge strings,
// extreme numbers, NUL / bidi / astral characters), as a query string (GET) and as a JSON body (POST),
// with and without a session, from a fixed seed (FUZZ_SEED to try another). No answer may be an HTTP
// error or an unexpected failure; every answer is the envelope, its message free of stack traces and
// SQL; a success matches the contract's answer schema; a secured operation answers 700 without a session.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const CASES_PER_OPERATION = 5;
const contract = loadContract();
const document = contract.document as Record<string, any>;
const implemented = contract.operations.filter((op) => handlers[op.operationId]);
const compileResponse = createValidator(contract, { coerce: false });
const answerValidators = new Map(
  implemented.map((op) => [op.operationId, op.responseSchema ? compileResponse(op.responseSchema) : undefined]),
);
/** Operations that end sessions (signOutAll: every one of the user's): each call is a throwaway user's. */
const SESSION_ENDERS = new Set(['member_signOut', 'member_signOutAll', 'member_signOutSession']);
const LANGS: Lang[] = ['zh', 'en', 'vi'];

/** What must never reach a user: a stack frame, a source path, or the database's words. */
const LEAKS = [
  /\n\s+at\s/,
  /\.(ts|js|mjs):\d+/,
  /\b(select|insert into|update \w+ set|delete from)\b/i,
  /syntax error|relation "|violates|duplicate key|column "|invalid input syntax|out of range for type|invalid byte sequence|bind message|pglite|postgres/i,
];

function seedOf(id: string) {
  let h = SEED;
  for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return h >>> 0;
}

interface Case {
  label: string;
  method: 'GET' | 'POST';
  input: unknown;
  session: 'viewer' | 'streamer' | 'none' | 'bogus';
  lang: Lang;
}

/** The query string of an input: arrays as repeated keys, objects as JSON, the rest as text. */
function queryOf(input: unknown): string {
  const params = new URLSearchParams();
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    for (const [k, v] of Object.entries(input)) {
      for (const item of Array.isArray(v) ? v : [v])
        params.append(k, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function casesOf(op: Operation, hints: Record<string, (rng: Rng) => unknown>): Case[] {
  const rng: Rng = prng(seedOf(op.operationId));
  const schema = op.inputSchema;
  const props = Object.keys(resolve(schema, document).properties ?? {});
  const required: string[] = (schema.required as string[]) ?? [];
  const valid = () => validObject(schema, rng, document, hints);
  const declared = op.method === 'get' ? 'GET' : 'POST';
  const other = declared === 'GET' ? 'POST' : 'GET';
  const mutate = () => {
    const input = valid();
    if (props.length === 0)
      return { label: 'an unknown field', input: { ...input, junk: rng.pick(badValues({ type: 'string' }, document)) } };
    const field = rng.pick(props);
    const value = rng.pick(badValues((resolve(schema, document).properties as Record<string, any>)[field], document));
    return { label: `${field} = ${JSON.stringify(value)?.slice(0, 40)}`, input: { ...input, [field]: value } };
  };
  const session = () => rng.pick(['viewer', 'streamer'] as const);
  const lang = () => rng.pick(LANGS);
  const cases: Case[] = [
    { label: 'valid', method: declared, input: valid(), session: session(), lang: lang() },
    { label: 'valid, no session', method: declared, input: valid(), session: rng.pick(['none', 'bogus'] as const), lang: lang() },
  ];
  const m = mutate();
  cases.push({ label: m.label, method: declared, input: m.input, session: session(), lang: lang() });
  if (required.length > 0) {
    const input = valid();
    const field = rng.pick(required);
    delete input[field];
    cases.push({ label: `without ${field}`, method: declared, input, session: session(), lang: lang() });
  } else {
    cases.push({ label: 'a JSON array as the body', method: 'POST', input: [valid()], session: session(), lang: lang() });
  }
  // Reads answer POST too (their input as a JSON body); writes must refuse GET.
  const n = mutate();
  cases.push({ label: `${n.label} by ${other}`, method: other, input: n.input, session: session(), lang: lang() });
  return cases.slice(0, CASES_PER_OPERATION);
}

describe('the fuzzer', () => {
  it('can make a value for every pattern of the contract', () => {
    const patterns = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === 'pattern' && typeof value === 'string') patterns.add(value);
      return value;
    });
    const rng = prng(SEED);
    for (const p of patterns) expect(fromPattern(p, rng)).toMatch(new RegExp(p));
    expect(patterns.size).toBeGreaterThan(5);
  });

  it('makes the same cases from the same seed', () => {
    const op = implemented.find((o) => o.operationId === 'member_handselGift')!;
    expect(JSON.stringify(casesOf(op, {}))).toBe(JSON.stringify(casesOf(op, {})));
  });
});

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`contract fuzzing on ${variant.name} (seed ${SEED})`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const tokens: Record<'viewer' | 'streamer', { id: number; token: string }> = {} as never;
    const hints: Record<string, (rng: Rng) => unknown> = {};

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db);
      const db = arena.services.db;
      const [streamer] = await db.query<{ id: number }>('select id from users where mobile = $1', [DEMO_ACCOUNTS[1].mobile]);
      tokens.streamer = { id: streamer!.id, token: await arena.services.accounts.createSession(streamer!.id) };
      tokens.viewer = (await makeUsers(arena, 1, 100_000))[0]!;
      // Real ids now and then, so valid inputs get past "no such room" to the handler's own rules.
      const rooms = (await db.query<{ uid: number }>('select uid from live_rooms order by uid limit 5')).map((r) => r.uid);
      const matches = (await db.query<{ id: number }>('select id from football_matches order by id limit 5')).map((r) => r.id);
      const pick =
        <T>(xs: T[]) =>
        (rng: Rng) =>
          rng.pick(xs);
      Object.assign(hints, {
        uid: pick(rooms),
        anchor_id: pick(rooms),
        touid: pick([tokens.viewer.id, ...rooms]),
        match_id: pick(matches),
        gift_id: pick([1, 2, 3]),
      });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    /** Sends one case; what is wrong with its answer (none when it is right). */
    async function send(op: Operation, c: Case): Promise<{ wrong: string[]; code?: number }> {
      let token: string | undefined;
      if (c.session === 'bogus') token = 'not-a-session-token';
      else if (c.session !== 'none') {
        token = SESSION_ENDERS.has(op.operationId) ? (await makeUsers(arena, 1, 0))[0]!.token : tokens[c.session].token;
      }
      const res = await arena.app.inject({
        method: c.method,
        url: c.method === 'GET' ? `${op.path}${queryOf(c.input)}` : op.path,
        ...(c.method === 'POST' ? { payload: JSON.stringify(c.input) } : {}),
        headers: { ...(c.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}), lang: c.lang },
      });
      const where = `${op.operationId} [${c.label}] ${c.method} ${c.session} ${c.lang}`;
      if (res.statusCode !== 200) return { wrong: [`${where}: HTTP ${res.statusCode}`] };
      let body: { code?: unknown; msg?: unknown; data?: unknown };
      try {
        body = res.json();
      } catch {
        return { wrong: [`${where}: not JSON: ${res.body.slice(0, 80)}`] };
      }
      if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) {
        return { wrong: [`${where}: not an envelope: ${res.body.slice(0, 80)}`] };
      }
      const wrong: string[] = [];
      const msg = body.msg;
      if (msg === t(c.lang, 'server.generic.failure')) wrong.push(`${where}: unexpected failure`);
      for (const leak of LEAKS) if (leak.test(msg)) wrong.push(`${where}: leaks ${leak}: ${msg.slice(0, 120)}`);
      if (op.secured && !token && c.method === (op.method === 'get' ? 'GET' : 'POST') && body.code !== 700) {
        wrong.push(`${where}: secured, no session, answered ${body.code} ${msg}`);
      }
      if (op.secured && c.session === 'bogus' && body.code === 0) wrong.push(`${where}: a bogus token was accepted`);
      const validate = answerValidators.get(op.operationId);
      if (body.code === 0 && validate && !validate(body)) {
        wrong.push(`${where}: answer breaks the contract: ${JSON.stringify(validate.errors?.[0])}`);
      }
      return { wrong, code: body.code };
    }

    it(`answers ${implemented.length} operations × ${CASES_PER_OPERATION} generated inputs in the envelope, none an unexpected failure`, async () => {
      const wrong: string[] = [];
      let sent = 0;
      for (const op of implemented) {
        for (const c of casesOf(op, hints)) {
          wrong.push(...(await send(op, c)).wrong);
          sent++;
        }
      }
      expect(sent).toBe(implemented.length * CASES_PER_OPERATION);
      expect(wrong).toEqual([]);
    }, 300_000);

    it('refuses by name, in every field of every operation, a value the database cannot hold', async () => {
      const wrong: string[] = [];
      let sent = 0;
      for (const op of implemented) {
        const rng = prng(seedOf(op.operationId) + 1);
        const properties = (resolve(op.inputSchema, document).properties ?? {}) as Record<string, Record<string, unknown>>;
        for (const [name, prop] of Object.entries(properties)) {
          const type = resolve(prop, document).type;
          const edge =
            type === 'integer'
              ? rng.pick([2_147_483_648, -2_147_483_649, 1e308])
              : type === 'number'
                ? rng.pick([1e308, -1e308, 1e13])
                : type === 'string'
                  ? rng.pick(['a\u0000b', '\u0000'])
                  : type === 'array'
                    ? ['\u0000']
                    : undefined;
          if (edge === undefined) continue;
          const input = { ...validObject(op.inputSchema, rng, document, hints), [name]: edge };
          const c: Case = {
            label: `${name} = ${JSON.stringify(edge)}`,
            method: op.method === 'get' ? 'GET' : 'POST',
            input,
            session: 'viewer',
            lang: rng.pick(LANGS),
          };
          const answer = await send(op, c);
          sent++;
          wrong.push(...answer.wrong);
          if (answer.code !== 1) wrong.push(`${op.operationId} [${c.label}]: answered ${answer.code}, not refused`);
        }
      }
      expect(sent).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    }, 300_000);
  });
}
