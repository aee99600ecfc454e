import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { ESPORTS_AUDIENCE, EsportsSimulator, PUSH_INTERVAL_MS } from '../src/esports/simulator';
import type { EsportsFrame } from '../src/esports/sync';
import type { Audience } from '../src/hub/hub';
import { createValidator, loadContract } from '../src/openapi/contract';
import { call, clock, startApp, type TestDb, variants } from './helpers';

// Esports (issue 19) on the real database: what the start writes, the simulator driven tick by tick by
// an injected clock (its pushes recorded at the hub's edge), and the calls' answers.

const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const quiet = { info() {}, warn() {}, debug() {}, error() {} };
const contract = loadContract();
const validatorOf = (operationId: string) =>
  createValidator(contract, { coerce: false })(contract.operations.find((o) => o.operationId === operationId)!.responseSchema!);

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`esports on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    const time = clock(T);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: time.now, simulatorSpeed: 0 });
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('starts with the catalogue, finished, live and upcoming series, and the esports rooms on their series', async () => {
      const db = arena.services.db;
      const [counts] = await db.query<{ leagues: number; teams: number; players: number }>(
        `select (select count(*)::int from esports_leagues) as leagues, (select count(*)::int from esports_teams) as teams,
                (select count(*)::int from esports_players) as players`,
      );
      expect(counts).toEqual({ leagues: 8, teams: 48, players: 240 });
      const live = await db.query<{ game: string; n: number }>(
        'select game, count(*)::int as n from esports_series where status = 1 group by game order by game',
      );
      expect(live.map((r) => r.game)).toEqual(['cs2', 'dota2', 'lol']);
      for (const r of live) expect(r.n).toBeGreaterThanOrEqual(2);
      expect((await db.query('select 1 from esports_series where status = 2 and start_time > $1 limit 1', [T / 1000])).length).toBe(1);

      const finished = await db.query<{
        id: number;
        best_of: number;
        home_score: number;
        away_score: number;
        winner_id: number;
        home_team_id: number;
        end_time: string;
        games: number;
        won: number;
      }>(
        `select s.id, s.best_of, s.home_score, s.away_score, s.winner_id, s.home_team_id, s.end_time,
                (select count(*)::int from esports_games g where g.series_id = s.id) as games,
                (select count(*)::int from esports_games g where g.series_id = s.id and g.winner_id = s.winner_id) as won
           from esports_series s where s.status = 3`,
      );
      expect(finished.length).toBeGreaterThan(20);
      for (const s of finished) {
        const need = Math.ceil(s.best_of / 2);
        const winnerScore = s.winner_id === s.home_team_id ? s.home_score : s.away_score;
        expect(winnerScore, `series ${s.id}`).toBe(need);
        expect(s.home_score + s.away_score).toBe(s.games);
        expect(s.won).toBe(need);
        expect(Number(s.end_time)).toBeLessThanOrEqual(T / 1000);
      }

      const rooms = await db.query<{ uid: number; match_id: number | null; status: number | null }>(
        `select r.uid, r.match_id, s.status from live_rooms r left join esports_series s on s.id = r.match_id
          where r.type = 2 and r.islive = 1 order by r.uid`,
      );
      expect(rooms.length).toBe(3);
      expect(rooms.map((r) => r.status)).toEqual([1, 1, 1]);
      expect(new Set(rooms.map((r) => r.match_id)).size).toBe(3);
    });

    it('lists series by game and status, with counts for the tabs and live state for those in progress', async () => {
      const cs2 = await call(arena, 'GET', '/api/Esports/matches', { game: 'cs2', status: 1 });
      expect(cs2.code).toBe(0);
      expect(cs2.data.data.length).toBeGreaterThanOrEqual(2);
      for (const m of cs2.data.data) {
        expect(m).toMatchObject({ game: 'cs2', status: 1 });
        expect(m.live.map).toMatch(/^de_/);
        expect(m.live.home.rounds + m.live.away.rounds).toBeGreaterThanOrEqual(0);
      }
      expect(cs2.data.counts.live).toBe(cs2.data.total);

      const finished = await call(arena, 'GET', '/api/Esports/matches', { status: 3, limit: 5 });
      const starts = finished.data.data.map((m: { start_time: number }) => m.start_time);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      for (const m of finished.data.data) expect(m).toMatchObject({ status: 3, live: null, current_game: null });

      const ids = finished.data.data.slice(0, 2).map((m: { id: number }) => m.id);
      const byIds = await call(arena, 'GET', '/api/Esports/matches', { ids: ids.join(',') });
      expect(byIds.data.data.map((m: { id: number }) => m.id).sort()).toEqual([...ids].sort());

      expect(await call(arena, 'GET', '/api/Esports/matches', { date: '2026-02-30' })).toMatchObject({
        code: 1,
        msg: 'date: 2026-02-30 is not a day of the calendar; use YYYY-MM-DD, e.g. 2026-11-22',
      });
      expect(await call(arena, 'GET', '/api/Esports/match', { id: 99 })).toMatchObject({ code: 1, msg: 'Series 99 was not found' });
      expect(await call(arena, 'GET', '/api/Esports/league', { id: 99 }, undefined, 'zh')).toMatchObject({
        code: 1,
        msg: '联赛 99 不存在',
      });
    });

    it('answers a series with its games, players’ lines and rosters', async () => {
      const [live] = await arena.services.db.query<{ id: number }>(
        "select id from esports_series where status = 1 and game = 'lol' limit 1",
      );
      const detail = await call(arena, 'GET', '/api/Esports/match', { id: live!.id });
      expect(detail.code).toBe(0);
      const { match, games, rosters } = detail.data;
      expect(games.length).toBeGreaterThanOrEqual(1);
      expect(games.at(-1).number).toBe(match.live.number);
      for (const g of games) {
        expect(g.players).toHaveLength(10);
        expect(g.players.slice(0, 5).every((p: { team_id: number }) => p.team_id === match.home.id)).toBe(true);
        expect(g.players.reduce((n: number, p: { kills: number }, i: number) => (i < 5 ? n + p.kills : n), 0)).toBe(g.home.kills);
      }
      expect(rosters.home.map((p: { role: string }) => p.role)).toEqual(['top', 'jungle', 'mid', 'adc', 'support']);
    });

    it('computes a league’s standings from its finished series', async () => {
      const res = await call(arena, 'GET', '/api/Esports/league', { id: 1 });
      expect(res.code).toBe(0);
      const { standings, results, teams, schedule } = res.data;
      expect(teams).toHaveLength(6);
      const [finished] = await arena.services.db.query<{ n: number }>(
        'select count(*)::int as n from esports_series where league_id = 1 and status = 3',
      );
      const sum = (k: string) => standings.reduce((n: number, r: Record<string, number>) => n + r[k]!, 0);
      expect(sum('wins')).toBe(finished!.n);
      expect(sum('losses')).toBe(finished!.n);
      expect(sum('map_diff')).toBe(0);
      for (let i = 1; i < standings.length; i++) expect(standings[i].wins).toBeLessThanOrEqual(standings[i - 1].wins);
      expect(results.length).toBe(Math.min(20, finished!.n));
      expect(schedule.every((m: { status: number }) => m.status !== 3)).toBe(true);
    });

    it('shows an esports room’s series in the room list and the room info, as the contract says', async () => {
      const list = await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: 2 });
      const validList = validatorOf('liveStreaming_getLiveList');
      const { status: _s, ...envelope } = list;
      expect(validList(envelope) ? [] : validList.errors).toEqual([]);
      expect(list.data.data).toHaveLength(3);
      for (const room of list.data.data) {
        expect(room.esports).toMatchObject({ id: room.match_id, status: 1, room_uid: room.uid });
        expect(room.home_name).toBe(room.esports.home.name);
      }
      expect(new Set(list.data.data.map((r: { esports: { game: string } }) => r.esports.game))).toEqual(new Set(['lol', 'dota2', 'cs2']));
      const uid = list.data.data[0].uid;
      const info = await call(arena, 'GET', '/api/Live_streaming/getRoomInfo', { uid });
      const validInfo = validatorOf('liveStreaming_getRoomInfo');
      const { status: _t, ...infoEnvelope } = info;
      expect(validInfo(infoEnvelope) ? [] : validInfo.errors).toEqual([]);
      expect(info.data.info.esports.id).toBe(list.data.data[0].match_id);
      const football = await call(arena, 'GET', '/api/Live_streaming/getLiveList', { type: 0 });
      for (const room of football.data.data) expect(room.esports).toBeNull();
    });

    it('plays the series on: pushes to esports clients, scores and stats never go back, statistics at most every 2 s a series', async () => {
      const pushed: Array<{ frame: EsportsFrame; audience: Audience; at: number }> = [];
      const simulator = new EsportsSimulator({
        db: arena.services.db,
        hub: { publish: (f, audience) => pushed.push({ frame: (f as { data: EsportsFrame }).data, audience, at: time.now() }) },
        speed: 60,
        now: time.now,
        log: quiet,
      });
      const before = new Map(
        (await arena.services.db.query<{ id: number }>('select id from esports_series where status = 1')).map((r) => [r.id, r]),
      );
      // 200 ticks of 1.5 s at 60×: five hours of play, enough for every series live at the start to end.
      for (let i = 0; i < 200; i++) {
        time.advance(1_500);
        await simulator.tick();
      }
      expect(pushed.length).toBeGreaterThan(0);
      for (const p of pushed) expect(p.audience).toEqual(ESPORTS_AUDIENCE);
      const ended = [...before.keys()].filter((id) => pushed.some((p) => p.frame.id === id && p.frame.status === 3));
      expect(ended.length).toBe(before.size);

      const bySeries = new Map<number, typeof pushed>();
      for (const p of pushed) bySeries.set(p.frame.id, [...(bySeries.get(p.frame.id) ?? []), p]);
      for (const [id, frames] of bySeries) {
        for (let i = 1; i < frames.length; i++) {
          const [a, b] = [frames[i - 1]!, frames[i]!];
          expect(b.frame.home_score, `series ${id}`).toBeGreaterThanOrEqual(a.frame.home_score);
          expect(b.frame.away_score).toBeGreaterThanOrEqual(a.frame.away_score);
          const sameGame = a.frame.live && b.frame.live && a.frame.live.number === b.frame.live.number;
          if (sameGame) {
            for (const side of ['home', 'away'] as const)
              for (const k of ['kills', 'towers', 'rounds'] as const)
                expect(b.frame.live![side][k] ?? 0).toBeGreaterThanOrEqual(a.frame.live![side][k] ?? 0);
            // Only statistics changed: the throttle kept such pushes apart.
            const major = a.frame.status !== b.frame.status || a.frame.live!.status !== b.frame.live!.status;
            if (!major && a.frame.home_score === b.frame.home_score && a.frame.away_score === b.frame.away_score)
              expect(b.at - a.at).toBeGreaterThanOrEqual(PUSH_INTERVAL_MS);
          }
        }
      }
      // New series started as the old ended, and the esports rooms moved on to them.
      const rooms = await arena.services.db.query<{ status: number }>(
        'select s.status from live_rooms r join esports_series s on s.id = r.match_id where r.type = 2 and r.islive = 1',
      );
      expect(rooms.map((r) => r.status)).toEqual([1, 1, 1]);
      const [live] = await arena.services.db.query<{ n: number }>('select count(*)::int as n from esports_series where status = 1');
      expect(live!.n).toBeGreaterThanOrEqual(6);
    });
  });
}
