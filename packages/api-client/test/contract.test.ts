import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error — a plain .mjs script without types
import { generate } from '../scripts/generate.mjs';

const specText = readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8');
const spec = parse(specText) as {
  paths: Record<string, Record<string, { operationId: string; tags: string[]; responses: Record<string, unknown> }>>;
};
const tags = [
  'auth',
  'account',
  'money',
  'live',
  'social',
  'content',
  'matches',
  'tasks',
  'database',
  'esports',
  'mall',
  'universal',
  'operator',
];

describe('openapi.yaml', () => {
  const ops = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
  );

  it('gives every operation a unique operationId, one known tag and an envelope answer', () => {
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of ops) {
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(tags, op.operationId).toContain(op.tags[0]);
      expect(op.responses, op.operationId).toHaveProperty('200');
    }
  });

  it('writes every path as /api/<Controller>/<action>', () => {
    for (const op of ops) expect(op.path).toMatch(/^\/api\/[A-Za-z_]+\/[A-Za-z_0-9]+$/);
  });

  it('resolves every $ref', () => {
    const refs = [...specText.matchAll(/\$ref: ['"]?#\/([^'"\s]+)/g)].map((m) => m[1]!);
    const doc = parse(specText) as Record<string, unknown>;
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('covers the calls of SPEC.md §7 named in the spec', () => {
    const paths = new Set(ops.map((o) => o.path.toLowerCase()));
    for (const p of [
      '/api/user/login',
      '/api/user/registered',
      '/api/user/getCode',
      '/api/user/forgotPassword',
      '/api/Member/SignOut',
      '/api/user/getLoginQrcode',
      '/api/Universal/imTouristAccount',
      '/api/Member/info',
      '/api/User/getUserInfo',
      '/api/member/updateInfo',
      '/api/Member/getQiniuToken',
      '/api/Live_streaming/getRoomInfo',
      '/api/Live_streaming/getLiveList',
      '/api/member/handselGift',
      '/api/Barrage/send',
      '/api/guard_user/buy',
      '/api/Redenvelope/receiveRed',
      '/api/hot_match/all_match',
      '/api/Football/season_table',
      '/api/universal/getHot',
      '/api/goods/exchange',
    ]) {
      expect(paths, p).toContain(p.toLowerCase());
    }
    expect(ops.length).toBeGreaterThanOrEqual(130);
  });
});

describe('src/generated/schema.ts', () => {
  it('is what openapi-typescript makes of openapi.yaml now (run `pnpm --filter @arena/api-client generate`)', async () => {
    const committed = readFileSync(new URL('../src/generated/schema.ts', import.meta.url), 'utf8');
    expect(committed === (await generate())).toBe(true);
  }, 60_000);
});
