import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { fitPoisson } from '../src/database/forecast/poisson';
import { dayStart, predict, resultsBefore } from '../src/database/forecast/predictions';
import { brier, outcomeOf } from '../src/database/forecast/scoring';
import { createValidator, loadContract } from '../src/openapi/contract';
import { Simulator } from '../src/sim/simulator';
import { call, startApp, type TestDb, variants } from './helpers';

// /foresight (issue 19) against a database the seed brought up to a fixed moment (simulator off):
// previews of the next matches, predictions stored once and fitted only on earlier results, suspensions
// from red cards, and the model's Brier record computed from what was stored.
const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const contract = loadContract();
const compile = createValidator(contract, { coerce: false });
function conforms(operationId: string, envelope: { code: number; msg: string; data: unknown }) {
  const op = contract.operations.find((o) => o.operationId === operationId)!;
  const validate = compile(op.responseSchema!);
  return validate({ code: envelope.code, msg: envelope.msg, data: envelope.data }) ? [] : validate.errors;
}
const sum = (p: { home: number; draw: number; away: number }) => p.home + p.draw + p.away;

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`match previews on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const q = <R>(sql: string, params: unknown[] = []) => arena.services.db.query<R>(sql, params);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: () => T });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('previews the next football matches with form, tables and probabilities summing to 1, stored before kick-off', async () => {
      const res = await call(arena, 'GET', '/api/Database/previews', { limit: '6' });
      expect(conforms('database_previews', res)).toEqual([]);
      const list = res.data.list as any[];
      expect(list).toHaveLength(6);
      for (const p of list) {
        expect(p.time).toBeGreaterThan(T / 1000);
        expect(p.status).toBe(1);
        expect(sum(p.prediction.model)).toBeCloseTo(1, 9);
        expect(sum(p.prediction.odds)).toBeCloseTo(1, 9);
        expect(p.prediction.overround).toBeGreaterThan(0);
        expect(p.prediction.results_used).toBeGreaterThan(50);
        expect(p.prediction.before_kickoff).toBe(1);
        expect(p.home.form.length).toBe(5);
        expect(p.home.standing?.rank).toBeGreaterThanOrEqual(1);
      }
      const times = list.map((p) => p.time);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      const [row] = await q<{ n: number }>('select count(*)::int as n from match_predictions where match_id = any($1::int[])', [
        list.map((p) => p.match_id),
      ]);
      expect(row!.n).toBe(6);
    });

    it('keeps a stored prediction: a later result does not change what was said before', async () => {
      const first = (await call(arena, 'GET', '/api/Database/previews', { limit: '1' })).data.list[0];
      // A result the model had used, changed: a fresh fit would differ, the stored prediction may not.
      const [used] = await q<{ id: number; home_score: number }>(
        `select id, home_score from football_matches where status = 8 and (home_team_id = $1 or away_team_id = $1) and time < $2
          order by time desc limit 1`,
        [first.home.team.team_id, dayStart(first.time)],
      );
      await q('update football_matches set home_score = home_score + 7 where id = $1', [used!.id]);
      try {
        // (A fresh fit would now give the home side more: the check below can fail.)
        const fresh = fitPoisson(await resultsBefore(arena.services.db, dayStart(first.time)));
        const match = { time: first.time, home: first.home.team.team_id, away: first.away.team.team_id, exponent: null };
        expect(predict(fresh, match, 0).xg_home).not.toBeCloseTo(first.prediction.expected_goals.home, 3);
        const again = (await call(arena, 'GET', '/api/Database/preview', { match_id: String(first.match_id) })).data;
        expect(again.prediction).toEqual(first.prediction);
      } finally {
        await q('update football_matches set home_score = $2 where id = $1', [used!.id, used!.home_score]);
      }
    });

    it('fits a finished match’s prediction only on the results before its day: its own result does not move it', async () => {
      const [match] = await q<{ id: number; time: string; home: number; away: number; exponent: unknown; home_score: number }>(
        `select id, time, home_team_id as home, away_team_id as away, exponent, home_score from football_matches
          where status = 8 and id < 100000000 order by time desc limit 1`,
      );
      const day = dayStart(Number(match!.time));
      const expected = predict(fitPoisson(await resultsBefore(arena.services.db, day)), { ...match!, time: Number(match!.time) }, 0);
      await q('update football_matches set home_score = home_score + 9 where id = $1', [match!.id]);
      try {
        const res = await call(arena, 'GET', '/api/Database/preview', { match_id: String(match!.id) });
        expect(conforms('database_preview', res)).toEqual([]);
        expect(res.data.prediction.model.home).toBeCloseTo(expected.p_home, 12);
        expect(res.data.prediction.model.draw).toBeCloseTo(expected.p_draw, 12);
        expect(res.data.prediction.before_kickoff).toBe(0);
        const [stored] = await q<{ fitted_until: string; kickoff: string }>(
          'select fitted_until, kickoff from match_predictions where match_id = $1',
          [match!.id],
        );
        expect(Number(stored!.fitted_until)).toBeLessThan(day);
      } finally {
        await q('update football_matches set home_score = $2 where id = $1', [match!.id, match!.home_score]);
      }
    });

    it('lists a player sent off as suspended for his team’s next match', async () => {
      const [red] = await q<{ match_id: number; team_id: number; player_id: number; time: string }>(
        `select s.match_id, s.team_id, s.player_id, s.time from player_match_stats s
          where s.sport = 0 and s.red_cards > 0 order by s.time limit 1`,
      );
      expect(red).toBeDefined();
      const [next] = await q<{ id: number; home_team_id: number }>(
        `select id, home_team_id from football_matches where (home_team_id = $1 or away_team_id = $1) and time > $2 order by time, id limit 1`,
        [red!.team_id, red!.time],
      );
      const preview = (await call(arena, 'GET', '/api/Database/preview', { match_id: String(next!.id) })).data;
      const side = preview.home.team.team_id === red!.team_id ? preview.home : preview.away;
      expect(side.suspended.map((p: { player_id: number }) => p.player_id)).toContain(red!.player_id);
      expect(side.suspended[0].match_id).toBe(red!.match_id);
      // The other side's previous match is not this one, so its list says nothing of this red card.
      const other = side === preview.home ? preview.away : preview.home;
      expect(other.suspended.map((p: { player_id: number }) => p.player_id)).not.toContain(red!.player_id);
    });

    it('reports the Brier scores of the stored predictions and the odds over the last finished matches', async () => {
      const res = await call(arena, 'GET', '/api/Database/model_report', { limit: '40' });
      expect(conforms('database_modelReport', res)).toEqual([]);
      const r = res.data;
      expect(r.matches).toBe(40);
      expect(r.compared).toBe(40);
      let model = 0;
      let odds = 0;
      for (const row of r.list) {
        expect(row.outcome).toBe(outcomeOf(row.home_score, row.away_score));
        expect(row.model_brier).toBeCloseTo(brier(row.model, row.outcome), 12);
        model += row.model_brier;
        odds += row.odds_brier;
      }
      expect(r.model_brier).toBeCloseTo(model / 40, 12);
      expect(r.odds_brier).toBeCloseTo(odds / 40, 12);
      expect(r.model_brier).toBeGreaterThan(0);
      expect(r.model_brier).toBeLessThan(2);
      const times = r.list.map((x: { time: number }) => x.time);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('has the simulator store every scheduled match’s prediction before kick-off, once a day', async () => {
      const quiet = { info() {}, warn() {}, error() {} };
      const simulator = new Simulator({ db: arena.services.db, hub: { publish() {} }, speed: 1, now: () => T, log: quiet as never });
      await simulator.tick();
      const [missing] = await q<{ n: number }>(
        `select count(*)::int as n from football_matches m where m.status = 1 and m.time > $1 and m.id < 100000000
            and not exists (select 1 from match_predictions p where p.sport = 0 and p.match_id = m.id)`,
        [T / 1000],
      );
      expect(missing!.n).toBe(0);
      const [late] = await q<{ n: number }>(
        `select count(*)::int as n from match_predictions p join football_matches m on m.id = p.match_id
          where m.status = 1 and (p.made_at >= p.kickoff or p.fitted_until >= p.kickoff)`,
      );
      expect(late!.n).toBe(0);
    });

    it('answers code 1 naming the match for an unknown one', async () => {
      const res = await call(arena, 'GET', '/api/Database/preview', { match_id: '999' });
      expect(res).toMatchObject({ code: 1, msg: 'Match 999 was not found' });
      const zh = await call(arena, 'GET', '/api/Database/preview', { match_id: '999' }, undefined, 'zh');
      expect(zh.msg).toBe('比赛 999 不存在');
    });
  });
}
