import { afterEach, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import type { Db } from '../src/db/index';
import type { Audience } from '../src/hub/hub';
import { MIN_LIVE_BASKETBALL, MIN_LIVE_FOOTBALL } from '../src/seed/seed';
import type { ScoreFrame } from '../src/sim/frames';
import { Simulator, startSimulator } from '../src/sim/index';
import { insertMatch } from '../src/sim/schedule';
import { footballScript, footballState } from '../src/sim/script/index';
import { clock, startApp, type TestDb, variants } from './helpers';

// The simulator driven by an injected clock, one tick at a time; the hub at its edge records what
// would be pushed (the socket side is covered by hub.test.ts and score-socket.test.ts).
const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const quiet = { info() {}, warn() {}, debug() {}, error() {} };

interface Pushed {
  frame: { code: number; data: ScoreFrame };
  audience: Audience;
}

const opened: Array<{ store: TestDb; arena: ArenaApp }> = [];
afterEach(async () => {
  for (const { store, arena } of opened.splice(0)) {
    await arena.close();
    await store.drop();
  }
});

async function setUp(variant: (typeof variants)[number], speed = 1) {
  const store = await variant.open();
  const time = clock(T);
  const arena = await startApp(store.db, { now: time.now, simulatorSpeed: 0 });
  opened.push({ store, arena });
  const pushed: Pushed[] = [];
  const simulator = new Simulator({
    db: store.db,
    hub: { publish: (frame, audience) => pushed.push({ frame: frame as Pushed['frame'], audience }) },
    speed,
    now: time.now,
    log: quiet,
  });
  return { db: store.db, time, simulator, pushed, arena };
}

const matchRow = async (db: Db, id: number) =>
  (
    await db.query<Record<string, unknown>>(
      'select status, match_str, home_score, away_score, half_score, corner_kick, home_yellow_card, away_yellow_card, home_red_card, away_red_card from football_matches where id = $1',
      [id],
    )
  )[0];

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the simulator on ${variant.name}`, () => {
    it('plays the matches minute by minute: each change is written, then pushed as WIRE.md frames, and always something is live', async () => {
      const { db, time, simulator, pushed } = await setUp(variant);
      const kickoffs = new Map(
        (await db.query<{ id: number; time: string }>('select id, time from football_matches')).map((r) => [r.id, Number(r.time)]),
      );
      for (let step = 0; step < 60; step++) {
        time.advance(120_000);
        const frames = await simulator.tick();
        for (const f of frames.filter((x) => x.type === 'football_match')) {
          // What was pushed is what the database holds after the tick.
          const { type: _type, id, ...fields } = f as Extract<ScoreFrame, { type: 'football_match' }>;
          expect(await matchRow(db, id)).toEqual(fields);
        }
        const [live] = await db.query<{ f: number; b: number }>(
          `select (select count(*)::int from football_matches where status between 2 and 7) as f,
                  (select count(*)::int from basketball_matches where status_id between 2 and 9) as b`,
        );
        expect(live!.f).toBeGreaterThanOrEqual(MIN_LIVE_FOOTBALL);
        expect(live!.b).toBeGreaterThanOrEqual(MIN_LIVE_BASKETBALL);
      }
      const types = new Set(pushed.map((p) => p.frame.data.type));
      expect([...types].sort()).toEqual(['basketball_exponent', 'basketball_match', 'football_exponent', 'football_match']);
      expect(pushed.every((p) => p.frame.code === 100)).toBe(true);
      // Each match's minute only moves on, and its last frame is the script's state at the end.
      const byMatch = new Map<number, Array<Extract<ScoreFrame, { type: 'football_match' }>>>();
      for (const p of pushed)
        if (p.frame.data.type === 'football_match') byMatch.set(p.frame.data.id, [...(byMatch.get(p.frame.data.id) ?? []), p.frame.data]);
      expect(byMatch.size).toBeGreaterThan(MIN_LIVE_FOOTBALL);
      for (const [id, frames] of byMatch) {
        const progress = frames.map((f) => f.status * 1000 + (Number(f.match_str) || 0));
        expect(progress).toEqual([...progress].sort((a, b) => a - b));
        const kickoff =
          kickoffs.get(id) ?? Number((await db.query<{ time: string }>('select time from football_matches where id = $1', [id]))[0]!.time);
        const { type: _t, id: _id, ...last } = frames.at(-1)!;
        expect(last).toEqual(footballState(id, kickoff, time.now()));
      }
      // Odds frames go to the company that chose them (toggle), scores to every company.
      expect(pushed.find((p) => p.frame.data.type === 'football_exponent')!.audience).toEqual({ sport: 0, companyId: 1 });
      expect(pushed.find((p) => p.frame.data.type === 'basketball_match')!.audience).toEqual({ sport: 1 });
    }, 240_000);

    it('pushes a disallowed goal as a score that goes down, with the goal and the decision in the timeline', async () => {
      const { db, time, simulator, pushed } = await setUp(variant);
      const id = Array.from({ length: 500 }, (_, i) => i + 1).find((n) =>
        footballScript(n).some((e) => e.kind === 'goal_disallowed' && e.minute <= 45),
      )!;
      const decision = footballScript(id).find((e) => e.kind === 'goal_disallowed')!;
      // Kick-off placed so the match is a few minutes before the goal now.
      await db.tx((q) => insertMatch(q, 0, id, 82, 8201, 8202, T / 1000 - (decision.minute - 6) * 60));
      for (let i = 0; i < 8; i++) {
        time.advance(60_000);
        await simulator.tick();
      }
      const side = decision.side === 'home' ? 'home_score' : 'away_score';
      const scores = pushed
        .filter((p) => p.frame.data.type === 'football_match' && p.frame.data.id === id)
        .map((p) => (p.frame.data as unknown as Record<string, number>)[side]!);
      const drops = scores.filter((s, i) => i > 0 && s < scores[i - 1]!);
      expect(drops).toHaveLength(1);
      const kinds = (
        await db.query<{ kind: string }>('select kind from match_events where match_id = $1 and sport = 0 order by seq', [id])
      ).map((e) => e.kind);
      expect(kinds.indexOf('goal_disallowed')).toBeGreaterThan(kinds.lastIndexOf('goal') - 1);
      expect(kinds).toContain('goal_disallowed');
    }, 120_000);

    it('suspends the odds (封) when a goal goes in and reopens them a minute later', async () => {
      const { time, simulator, pushed } = await setUp(variant);
      for (let i = 0; i < 60; i++) {
        time.advance(60_000);
        await simulator.tick();
      }
      const data = pushed.map((p) => p.frame.data);
      const goal = data.findIndex(
        (f, i) =>
          f.type === 'football_match' &&
          data
            .slice(0, i)
            .some((g) => g.type === 'football_match' && g.id === f.id && g.home_score + g.away_score < f.home_score + f.away_score),
      );
      expect(goal).toBeGreaterThan(-1);
      const id = (data[goal] as { id: number }).id;
      const odds = data
        .slice(goal)
        .filter(
          (f): f is Extract<ScoreFrame, { type: 'football_exponent' }> =>
            f.type === 'football_exponent' && f.sourceid === id && f.name === 'eu',
        );
      expect(odds[0]!.exponent.sealing_disk).toBe(1);
      expect(odds.some((o) => o.exponent.sealing_disk === 0)).toBe(true);
    }, 120_000);

    it('repeats exactly: the same clock gives the same frames and the same rows', async () => {
      const a = await setUp(variant);
      const b = await setUp(variant);
      for (let i = 0; i < 20; i++) {
        a.time.advance(45_000);
        b.time.advance(45_000);
        await a.simulator.tick();
        await b.simulator.tick();
      }
      expect(a.pushed).toEqual(b.pushed);
      const dump = (db: Db) => db.query('select * from football_matches order by id');
      expect(await dump(a.db)).toEqual(await dump(b.db));
    }, 120_000);

    it('at speed 60 moves a match one minute per second, and runs on its own timer until stopped', async () => {
      const { db, simulator, arena } = await setUp(variant, 60);
      const [m] = await db.query<{ id: number; time: string }>(
        'select id, time from football_matches where status = 2 order by id limit 1',
      );
      // A clock that moves one second per read, ticking on a short timer.
      let reads = 0;
      const fast = new Simulator({ db, hub: { publish() {} }, speed: 60, now: () => T + 1000 * ++reads, log: quiet });
      fast.start(5);
      await expect.poll(() => reads, { timeout: 20_000 }).toBeGreaterThan(3);
      await fast.stop();
      const after = reads;
      const row = await matchRow(db, m!.id);
      expect(row).toEqual(footballState(m!.id, Number(m!.time), T + 1000 * after, 60));
      expect(simulator).toBeDefined();
      // Not running unless asked: tests get SIMULATOR_SPEED 0.
      expect(startSimulator(arena.services, quiet)).toBeUndefined();
    }, 120_000);
  });
}
