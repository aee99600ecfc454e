import { afterEach, describe, expect, it } from 'vitest';
import { type Db, migrate } from '../src/db/index';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { ensureDemoAccounts, MIN_LIVE_BASKETBALL, MIN_LIVE_FOOTBALL, refreshSchedule, seedCatalogue } from '../src/seed/seed';
import { basketballState, footballState } from '../src/sim/script/index';
import { type TestDb, variants } from './helpers';

const opened: TestDb[] = [];
/** A migrated, seeded database of the variant (PGlite in memory, or a fresh PostgreSQL database). */
async function fresh(variant: (typeof variants)[number]): Promise<Db> {
  const store = await variant.open();
  opened.push(store);
  await migrate(store.db);
  await seedCatalogue(store.db);
  return store.db;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.drop()));
});

const T = Date.UTC(2026, 10, 22, 9, 17, 0);
const dump = (db: Db) =>
  Promise.all([
    db.query('select * from football_matches order by id'),
    db.query('select * from basketball_matches order by id'),
    db.query('select id, name_zh, name_zht, name_en, name_vi from teams order by id'),
    db.query('select uid, vid, title, type, match_id, islive from live_rooms order by uid'),
  ]);

for (const v of variants) {
  describe.skipIf(await v.skip())(`on ${v.name}`, () => {
    describe('the seed', () => {
      it('is deterministic: the same start time gives the same rows', async () => {
        const a = await fresh(v);
        const b = await fresh(v);
        await refreshSchedule(a, T);
        await refreshSchedule(b, T);
        expect(await dump(a)).toEqual(await dump(b));
      }, 120_000);

      it('has the leagues of the footer, teams named in four scripts, and matches from two days ago to three ahead', async () => {
        const db = await fresh(v);
        await refreshSchedule(db, T);
        const leagues = (await db.query<{ id: number }>('select id from leagues')).map((l) => l.id);
        expect(leagues).toEqual(expect.arrayContaining([45, 46, 82, 129, 120, 108, 542, 1, 3]));
        const unnamed = await db.query("select id from teams where '' in (name_zh, name_zht, name_en, name_vi)");
        expect(unnamed).toEqual([]);
        const [span] = await db.query<{ first: string; last: string }>(
          'select min(time) as first, max(time) as last from football_matches',
        );
        const day = 86_400;
        expect(Number(span!.first)).toBeLessThan(T / 1000 - day);
        expect(Number(span!.last)).toBeGreaterThan(T / 1000 + 2 * day);
      }, 120_000);

      it.each([
        ['early morning', Date.UTC(2026, 10, 22, 3, 5)],
        ['evening', Date.UTC(2026, 10, 22, 20, 40)],
        ['another day', Date.UTC(2027, 0, 3, 14, 0)],
      ])(
        'keeps several matches in progress when the server starts in the %s',
        async (_label, now) => {
          const db = await fresh(v);
          const live = await refreshSchedule(db, now);
          expect(live.liveFootball).toBeGreaterThanOrEqual(MIN_LIVE_FOOTBALL);
          expect(live.liveBasketball).toBeGreaterThanOrEqual(MIN_LIVE_BASKETBALL);
          const [rooms] = await db.query<{ n: number }>(
            'select count(*)::int as n from live_rooms where islive = 1 and match_id is not null',
          );
          expect(rooms!.n).toBeGreaterThan(0);
        },
        120_000,
      );

      it('moves every match on when the server starts again later', async () => {
        const db = await fresh(v);
        await refreshSchedule(db, T);
        const later = T + 3 * 3_600_000;
        const live = await refreshSchedule(db, later);
        expect(live.liveFootball).toBeGreaterThanOrEqual(MIN_LIVE_FOOTBALL);
        const [stale] = await db.query<{ n: number }>(
          'select count(*)::int as n from football_matches where status between 2 and 7 and time < $1',
          [later / 1000 - 120 * 60],
        );
        expect(stale!.n).toBe(0);
      }, 120_000);
    });

    describe('the demo accounts', () => {
      it('are all there after the first start, and one deleted later is created again at the next start', async () => {
        const db = await fresh(v);
        const mobiles = async () =>
          (
            await db.query<{ mobile: string }>('select mobile from users where mobile = any($1) order by mobile', [
              DEMO_ACCOUNTS.map((a) => a.mobile),
            ])
          ).map((r) => r.mobile);
        expect(await mobiles()).toEqual(DEMO_ACCOUNTS.map((a) => a.mobile).sort());
        expect(await ensureDemoAccounts(db)).toEqual([]);
        await db.query('delete from users where mobile = $1', ['86-13800000003']);
        expect(await ensureDemoAccounts(db)).toEqual(['86-13800000003']);
        expect(await mobiles()).toEqual(DEMO_ACCOUNTS.map((a) => a.mobile).sort());
      }, 120_000);
    });

    describe('the hot matches', () => {
      it('never show two rows with the same sourceid, whatever the start minute', async () => {
        const db = await fresh(v);
        for (const now of [T, T + 60_000, Date.UTC(2026, 10, 22, 20, 41)]) {
          await refreshSchedule(db, now);
          const [dupes] = await db.query<{ n: number }>(
            'select count(*)::int as n from football_matches f join basketball_matches b on b.id = f.id',
          );
          expect(dupes!.n).toBe(0);
        }
      }, 120_000);
    });
  });
}

describe('a match script', () => {
  it('follows a football match through kick-off, half-time and full time with scores that never go down', () => {
    const kickoff = 1_800_000_000;
    const at = (min: number) => footballState(42, kickoff, (kickoff + min * 60) * 1000);
    expect(at(-1).status).toBe(1);
    expect(at(10)).toMatchObject({ status: 2, match_str: '11' });
    expect(at(50)).toMatchObject({ status: 3, match_str: 'HT' });
    expect(at(70)).toMatchObject({ status: 4, match_str: '54' });
    expect(at(200)).toMatchObject({ status: 8, match_str: 'FT' });
    let last = -1;
    for (let m = 0; m < 120; m++) {
      const s = at(m);
      expect(s.home_score + s.away_score).toBeGreaterThanOrEqual(last);
      last = s.home_score + s.away_score;
    }
    expect(at(200).half_score).toBe(at(55).half_score);
  });

  it('follows a basketball match through its quarters to the end', () => {
    const tip = 1_800_000_000;
    const at = (min: number) => basketballState(7, tip, (tip + min * 60) * 1000);
    expect(at(-1).status_id).toBe(1);
    expect(at(5).status_id).toBe(2);
    expect(at(16).status_id).toBe(3);
    expect(at(20).status_id).toBe(4);
    const end = at(500);
    expect(end.status_id).toBe(10);
    expect(end.home_scores).toHaveLength(4);
    expect(end.home_scores_total).toBe(end.home_scores.reduce((a, b) => a + b, 0));
  });
});
