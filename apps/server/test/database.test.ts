import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { createValidator, loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { syncBasketball, syncFootball } from '../src/sim/sync';
import { call, login as passwordLogin, startApp, type TestDb, variants } from './helpers';

// The sports database (issue 19) against a database the seed brought up to a fixed moment (the
// simulator is off): seasons whose earlier rounds the seed played with the match scripts, standings
// and leaders computed from the matches and the players' lines, favourites, search, teams and players.
const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const contract = loadContract();
const compile = createValidator(contract, { coerce: false });
function conforms(operationId: string, envelope: { code: number; msg: string; data: unknown }) {
  const op = contract.operations.find((o) => o.operationId === operationId)!;
  const validate = compile(op.responseSchema!);
  return validate({ code: envelope.code, msg: envelope.msg, data: envelope.data }) ? [] : validate.errors;
}

interface Row {
  team_id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goals_for: number;
  goals_against: number;
  points: number;
  form: string[];
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the sports database on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;
    const q = <R>(sql: string, params: unknown[] = []) => arena.services.db.query<R>(sql, params);

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: () => T });
      token = (await passwordLogin(arena, DEMO_ACCOUNTS[0]!.mobile, DEMO_ACCOUNTS[0]!.password)).data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    it('seeds seasons whose earlier rounds were played: every league team has played eight or more, with its players’ lines', async () => {
      const overview = await call(arena, 'GET', '/api/Database/competition', { id: '82' });
      expect(conforms('database_competition', overview)).toEqual([]);
      expect(overview.data.rounds_total).toBe(14);
      expect(overview.data.rounds_played).toBeGreaterThanOrEqual(8);
      expect(overview.data.current_round).toBe(11);
      expect(overview.data.competition.teams).toBe(8);
      const standings = await call(arena, 'GET', '/api/Database/standings', { id: '82' });
      for (const r of standings.data.list as Row[]) expect(r.played).toBeGreaterThanOrEqual(8);
      expect(overview.data.leader.team_id).toBe(standings.data.list[0].team_id);
      const [{ n }] = (await q<{ n: number }>(
        'select count(*)::int as n from football_matches m where status = 8 and not exists (select 1 from player_match_stats s where s.sport = 0 and s.match_id = m.id)',
      )) as [{ n: number }];
      expect(n).toBe(0);
    });

    it('agrees with the live scores to the goal: goals of the players’ lines = the finished scores; basketball points likewise', async () => {
      for (const id of [82, 108, 542, 45]) {
        const [{ goals, lines }] = (await q<{ goals: number; lines: number }>(
          `select (select coalesce(sum(home_score + away_score), 0)::int from football_matches where competition_id = $1 and status = 8) as goals,
                  (select coalesce(sum(goals), 0)::int from player_match_stats where competition_id = $1 and sport = 0) as lines`,
          [id],
        )) as [{ goals: number; lines: number }];
        expect(lines, `competition ${id}`).toBe(goals);
        expect(goals).toBeGreaterThan(0);
      }
      const leaders = await call(arena, 'GET', '/api/Database/leaders', { id: '82', limit: '100' });
      expect(conforms('database_leaders', leaders)).toEqual([]);
      expect(leaders.data.kind).toBe('goals');
      const overview = await call(arena, 'GET', '/api/Database/competition', { id: '82' });
      expect(leaders.data.list.reduce((a: number, r: { total: number }) => a + r.total, 0)).toBe(overview.data.scored);
      expect(overview.data.top_scorer.player_id).toBe(leaders.data.list[0].player_id);
      const [{ points, lines }] = (await q<{ points: number; lines: number }>(
        `select (select sum(home_scores_total + away_scores_total)::int from basketball_matches where competition_id = 1 and status_id = 10) as points,
                (select sum(points)::int from player_match_stats where competition_id = 1 and sport = 1) as lines`,
      )) as [{ points: number; lines: number }];
      expect(lines).toBe(points);
      const rebounds = await call(arena, 'GET', '/api/Database/leaders', { id: '1', kind: 'rebounds' });
      const values = rebounds.data.list.map((r: { value: number }) => r.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(rebounds.data.list[0].value).toBe(Math.round((rebounds.data.list[0].total * 10) / rebounds.data.list[0].games) / 10);
    });

    it('computes the standings from the results: home and away add up to all, and a changed result moves the table', async () => {
      const table = async (scope: string) => (await call(arena, 'GET', '/api/Database/standings', { id: '108', scope })).data.list as Row[];
      const [all, home, away] = [await table('all'), await table('home'), await table('away')];
      for (const r of all) {
        const h = home.find((x) => x.team_id === r.team_id)!;
        const a = away.find((x) => x.team_id === r.team_id)!;
        expect(h.played + a.played).toBe(r.played);
        expect(h.goals_for + a.goals_for).toBe(r.goals_for);
        expect(h.points + a.points).toBe(r.points);
        expect(r.form.length).toBe(Math.min(5, r.played));
        expect(r.form.filter((f) => f === 'W').length).toBeLessThanOrEqual(r.won);
      }
      // The team's latest finished match becomes a 9–0 home win: its table and form follow.
      const [m] = await q<{ id: number; home_team_id: number; home_score: number; away_score: number }>(
        `select id, home_team_id, home_score, away_score from football_matches where competition_id = 108 and status = 8
          order by time desc limit 1`,
      );
      const before = all.find((r) => r.team_id === m!.home_team_id)!;
      await q('update football_matches set home_score = 9, away_score = 0 where id = $1', [m!.id]);
      try {
        const after = (await table('all')).find((r) => r.team_id === m!.home_team_id)!;
        expect(after.goals_for).toBe(before.goals_for - m!.home_score + 9);
        expect(after.form.at(-1)).toBe('W');
        expect(after.played).toBe(before.played);
      } finally {
        await q('update football_matches set home_score = $2, away_score = $3 where id = $1', [m!.id, m!.home_score, m!.away_score]);
      }
    });

    it('adds a match to the standings and the players’ numbers in the transaction of its final whistle', async () => {
      const [m] = await q<{ id: number; time: string; competition_id: number; home_team_id: number }>(
        `select id, time, competition_id, home_team_id from football_matches where status between 2 and 7 and competition_id = 82
          order by time limit 1`,
      );
      const standing = async () =>
        ((await call(arena, 'GET', '/api/Database/standings', { id: '82' })).data.list as Row[]).find(
          (r) => r.team_id === m!.home_team_id,
        )!;
      const before = await standing();
      expect(await q('select 1 from player_match_stats where match_id = $1 and sport = 0', [m!.id])).toHaveLength(0);
      // Three hours after kick-off, the match is over.
      const later = Number(m!.time) * 1000 + 3 * 3_600_000;
      await arena.services.db.tx(async (tx) => {
        await syncFootball(tx, later, 1, { fromSec: Number(m!.time), toSec: Number(m!.time) });
        await syncBasketball(tx, later, 1, { fromSec: 0, toSec: 0 });
      });
      const [row] = await q<{ status: number; home_score: number; away_score: number }>(
        'select status, home_score, away_score from football_matches where id = $1',
        [m!.id],
      );
      expect(row!.status).toBe(8);
      const after = await standing();
      expect(after.played).toBe(before.played + 1);
      expect(after.goals_for).toBe(before.goals_for + row!.home_score);
      const [{ goals }] = (await q<{ goals: number }>(
        'select coalesce(sum(goals), 0)::int as goals from player_match_stats where match_id = $1 and sport = 0',
        [m!.id],
      )) as [{ goals: number }];
      expect(goals).toBe(row!.home_score + row!.away_score);
    });

    it('lists every competition by sport and country, favourites first for the user, searchable in any language', async () => {
      const visitor = await call(arena, 'GET', '/api/Database/competitions');
      expect(conforms('database_competitions', visitor)).toEqual([]);
      expect(visitor.data.list).toHaveLength(10);
      expect(visitor.data.list[0]).toMatchObject({ sport: 0, country_name_en: 'England', is_favourite: 0 });
      expect(visitor.data.list.at(-1).sport).toBe(1);
      const added = await call(arena, 'POST', '/api/Database/favourite', { id: 3, favourite: 1 }, token);
      expect(added).toMatchObject({ code: 0, msg: 'Added to your competitions', data: { favourite: 1, favourites: [3] } });
      const mine = await call(arena, 'GET', '/api/Database/competitions', undefined, token);
      expect(mine.data.list[0]).toMatchObject({ id: 3, is_favourite: 1 });
      expect((await call(arena, 'GET', '/api/Database/competitions')).data.list[0].id).not.toBe(3);
      const toggled = await call(arena, 'POST', '/api/Database/favourite', { id: 3 }, token);
      expect(toggled.data).toEqual({ favourite: 0, favourites: [] });
      expect((await call(arena, 'POST', '/api/Database/favourite', { id: 7777 }, token)).msg).toBe('Competition 7777 was not found');
      const ids = async (keyword: string, type?: string) =>
        (await call(arena, 'GET', '/api/Database/competitions', { keyword, ...(type ? { type } : {}) })).data.list.map(
          (c: { id: number }) => c.id,
        );
      expect(await ids('英超')).toEqual([82]);
      expect(await ids('germany')).toEqual([120]);
      expect(await ids('trung quốc')).toEqual([542, 3]);
      expect(await ids('china', '1')).toEqual([3]);
      expect(await ids('100%')).toEqual([]);
    });

    it('answers a schedule by round with its results, and refuses a round the season does not have', async () => {
      const schedule = await call(arena, 'GET', '/api/Database/schedule', { id: '82', round: '3' });
      expect(conforms('database_schedule', schedule)).toEqual([]);
      expect(schedule.data.rounds).toHaveLength(14);
      expect(schedule.data.list).toHaveLength(4);
      expect(schedule.data.rounds[2]).toMatchObject({ round: 3, matches: 4, finished: 4 });
      const teams = schedule.data.list.flatMap((m: { home_team_id: number; away_team_id: number }) => [m.home_team_id, m.away_team_id]);
      expect(new Set(teams).size).toBe(8);
      expect((await call(arena, 'GET', '/api/Database/schedule', { id: '82' })).data.round).toBe(11);
      expect(await call(arena, 'GET', '/api/Database/schedule', { id: '82', round: '15' })).toMatchObject({
        code: 1,
        msg: 'round: this season has rounds 1 to 14, not 15',
      });
    });

    it('answers a team with its standing, form, numbers and squad, and its matches paged', async () => {
      const team = await call(arena, 'GET', '/api/Database/team', { id: '8201' });
      expect(conforms('database_team', team)).toEqual([]);
      expect(team.data.squad).toHaveLength(18);
      expect(team.data.squad.filter((p: { starter: number }) => p.starter === 1)).toHaveLength(11);
      expect(team.data.stats.played).toBe(team.data.standing.played);
      expect(team.data.stats.scored).toBe(team.data.standing.goals_for);
      const results = await call(arena, 'GET', '/api/Database/team_matches', { id: '8201', status: '1', limit: '3' });
      expect(conforms('database_teamMatches', results)).toEqual([]);
      expect(results.data.data).toHaveLength(3);
      expect(results.data.data.every((m: { status: number }) => m.status === 8)).toBe(true);
      const times = results.data.data.map((m: { time: number }) => m.time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const stats = await call(arena, 'GET', '/api/Database/team_stats', { id: '82' });
      expect(stats.data.list.find((r: { team_id: number }) => r.team_id === 8201).scored).toBe(team.data.stats.scored);
      expect(await call(arena, 'GET', '/api/Database/team', { id: '99' })).toMatchObject({ code: 1, msg: 'Team 99 was not found' });
    });

    it('answers a player whose season adds up from the lines, linked from the lineups of Match/detail', async () => {
      const [m] = await q<{ id: number }>(
        'select id from football_matches where competition_id = 82 and status = 8 order by time desc limit 1',
      );
      const detail = await call(arena, 'GET', '/api/Match/detail', { type: '0', sourceid: String(m!.id) });
      const scorer = detail.data.timeline.find((e: { kind: string; player: unknown }) => e.kind === 'goal' && e.player)?.player;
      const starter = scorer ?? detail.data.lineups.home.starters[0];
      expect(starter.id).toBeGreaterThan(0);
      const player = await call(arena, 'GET', '/api/Database/player', { id: String(starter.id) });
      expect(conforms('database_player', player)).toEqual([]);
      expect(player.data.player.name_en).toBe(starter.name_en);
      expect(player.data.player.number).toBe(starter.number);
      expect(player.data.player.age).toBeGreaterThanOrEqual(18);
      const [sums] = await q<{ games: number; goals: number }>(
        'select count(*)::int as games, sum(goals)::int as goals from player_match_stats where player_id = $1 and competition_id = 82',
        [starter.id],
      );
      expect(player.data.stats.games).toBe(sums!.games);
      expect(player.data.stats.goals).toBe(sums!.goals);
      expect(player.data.recent[0].match_id).toBeDefined();
      const basketball = await call(arena, 'GET', '/api/Database/player', { id: '10101' });
      expect(basketball.data.stats.points_per_game).toBe(
        Math.round((basketball.data.stats.points * 10) / Math.max(1, basketball.data.stats.games)) / 10,
      );
      expect(await call(arena, 'GET', '/api/Database/player', { id: '5' })).toMatchObject({ code: 1, msg: 'Player 5 was not found' });
      expect(await call(arena, 'GET', '/api/Database/player', { id: '5' }, undefined, 'zh')).toMatchObject({ msg: '球员 5 不存在' });
    });

    it('refuses an unknown competition, another competition’s season and a kind the sport does not keep', async () => {
      expect(await call(arena, 'GET', '/api/Database/standings', { id: '7777' })).toMatchObject({
        code: 1,
        msg: 'Competition 7777 was not found',
      });
      const [{ id }] = (await q<{ id: number }>('select id from seasons where league_id = 108 limit 1')) as [{ id: number }];
      expect(await call(arena, 'GET', '/api/Database/leaders', { id: '82', season_id: String(id) })).toMatchObject({
        code: 1,
        msg: `Season ${id} is not a season of this competition`,
      });
      expect(await call(arena, 'GET', '/api/Database/leaders', { id: '1', kind: 'goals' })).toMatchObject({
        code: 1,
        msg: 'kind: goals is not kept for this sport; use one of points, rebounds, assists',
      });
    });
  });
}
