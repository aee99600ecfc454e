import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArenaApp } from '../src/app';
import { createValidator, loadContract } from '../src/openapi/contract';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { squad } from '../src/seed/players';
import { call, login as passwordLogin, startApp, type TestDb, variants } from './helpers';

// The match calls against a database the seed brought up to a fixed moment (the simulator is off).
const T = Date.UTC(2026, 10, 22, 12, 0, 0);
const TODAY = '2026-11-22';
const contract = loadContract();
const compile = createValidator(contract, { coerce: false });
/** Every answer also validates against its operation's response schema. */
function conforms(operationId: string, envelope: { code: number; msg: string; data: unknown }) {
  const op = contract.operations.find((o) => o.operationId === operationId)!;
  const validate = compile(op.responseSchema!);
  const valid = validate({ code: envelope.code, msg: envelope.msg, data: envelope.data });
  return valid ? [] : validate.errors;
}

for (const variant of variants) {
  describe.skipIf(await variant.skip())(`the match calls on ${variant.name}`, () => {
    let store: TestDb;
    let arena: ArenaApp;
    let token: string;
    let otherToken: string;

    beforeAll(async () => {
      store = await variant.open();
      arena = await startApp(store.db, { now: () => T });
      const login = (i: number) => passwordLogin(arena, DEMO_ACCOUNTS[i]!.mobile, DEMO_ACCOUNTS[i]!.password);
      token = (await login(0)).data.token;
      otherToken = (await login(2)).data.token;
    });
    afterAll(async () => {
      await arena?.close();
      await store?.drop();
    });

    describe('Football/football_match', () => {
      it('given status 1, 2 or 3 → only matches in progress, not started or finished, each a WIRE.md row', async () => {
        const live = await call(arena, 'GET', '/api/Football/football_match', { status: '1', limit: '100' });
        expect(live.data.data.length).toBeGreaterThanOrEqual(6);
        expect(live.data.data.every((m: { status: number }) => m.status >= 2 && m.status <= 7)).toBe(true);
        expect(conforms('football_footballMatch', live)).toEqual([]);
        const upcoming = await call(arena, 'GET', '/api/Football/football_match', { status: '2', limit: '100' });
        expect(upcoming.data.data.every((m: { status: number; time: number }) => m.status === 1 && m.time > T / 1000)).toBe(true);
        const finished = await call(arena, 'GET', '/api/Football/football_match', { status: '3', date: '2026-11-21', limit: '100' });
        expect(finished.data.total).toBeGreaterThan(0);
        expect(finished.data.data.every((m: { status: number; match_str: string }) => m.status === 8 && m.match_str === 'FT')).toBe(true);
        const row = live.data.data[0];
        expect(row).toMatchObject({
          home_team_name_zh: expect.any(String),
          home_team_name_zht: expect.any(String),
          home_team_name_en: expect.any(String),
          home_team_name_vi: expect.any(String),
        });
        expect(row.home_team_logo).toMatch(/^http:\/\//);
      });

      it('given status 0 → in progress first, then not started by kick-off, then finished latest first, paged', async () => {
        const all = await call(arena, 'GET', '/api/Football/football_match', { status: '0', date: TODAY, limit: '100' });
        const group = (s: number) => (s >= 2 && s <= 7 ? 0 : s === 1 ? 1 : 2);
        const rows = all.data.data as Array<{ status: number; time: number; id: number }>;
        expect(rows.map((r) => group(r.status))).toEqual([...rows.map((r) => group(r.status))].sort());
        const upcoming = rows.filter((r) => r.status === 1).map((r) => r.time);
        expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
        const page1 = await call(arena, 'GET', '/api/Football/football_match', { status: '0', date: TODAY, limit: '5', page: '1' });
        const page2 = await call(arena, 'GET', '/api/Football/football_match', { status: '0', date: TODAY, limit: '5', page: '2' });
        expect(page1.data).toMatchObject({ total: all.data.total, per_page: 5, current_page: 1, last_page: Math.ceil(all.data.total / 5) });
        expect(page2.data.data.map((r: { id: number }) => r.id)).toEqual(rows.slice(5, 10).map((r) => r.id));
      });

      it('given a competition, a country or ids → only those matches; ids of any day', async () => {
        const byLeague = await call(arena, 'GET', '/api/Football/football_match', { competition_id: '82', date: TODAY, limit: '100' });
        expect(byLeague.data.total).toBeGreaterThan(0);
        expect(byLeague.data.data.every((m: { competition_id: number }) => m.competition_id === 82)).toBe(true);
        const china = await call(arena, 'GET', '/api/Football/football_match', { country_id: '5', date: TODAY, limit: '100' });
        expect(
          china.data.data.every((m: { competition_id: number; country_id: number }) => m.country_id === 5 && m.competition_id === 542),
        ).toBe(true);
        const someIds = [byLeague.data.data[0].id, china.data.data[0]?.id].filter(Boolean);
        const [old] = await arena.services.db.query<{ id: number }>(
          'select id from football_matches where time < $1 order by time limit 1',
          [T / 1000 - 86_400],
        );
        const picked = await call(arena, 'GET', '/api/Football/football_match', { ids: [...someIds, old!.id].join(','), limit: '100' });
        expect(picked.data.data.map((r: { id: number }) => r.id).sort()).toEqual([...someIds, old!.id].sort());
      });

      it('given a day that does not exist, a malformed day or too many ids → code 1 saying what to fix', async () => {
        expect(await call(arena, 'GET', '/api/Football/football_match', { date: '2026-02-30' })).toMatchObject({
          code: 1,
          msg: 'date: 2026-02-30 is not a day of the calendar; use YYYY-MM-DD, e.g. 2026-11-22',
        });
        expect((await call(arena, 'GET', '/api/Football/football_match', { date: 'tomorrow' })).msg).toBe('date: has an invalid format');
        expect((await call(arena, 'GET', '/api/Football/football_match', { status: '7' })).msg).toBe('status: must be one of 0, 1, 2, 3');
        const ids = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
        expect(await call(arena, 'GET', '/api/Football/football_match', { ids })).toMatchObject({
          code: 1,
          msg: 'ids: at most 200 matches at a time',
        });
        expect((await call(arena, 'GET', '/api/Football/football_match', { date: '2026-02-30' }, undefined, 'zh')).msg).toMatch(/^日期：/);
      });

      it('given the client time zone → the day is the client day', async () => {
        // 12:00 UTC on the 22nd is already the 23rd at UTC+14 and still the 22nd at UTC-11.
        const east = await call(arena, 'GET', '/api/Football/football_match', { tz: '840', limit: '100' });
        const west = await call(arena, 'GET', '/api/Football/football_match', { tz: '-660', limit: '100' });
        const dayOf = (time: number, tz: number) => new Date((time + tz * 60) * 1000).toISOString().slice(0, 10);
        expect(east.data.data.every((m: { time: number }) => dayOf(m.time, 840) === '2026-11-23')).toBe(true);
        expect(west.data.data.every((m: { time: number }) => dayOf(m.time, -660) === '2026-11-22')).toBe(true);
      });
    });

    describe('Basketball/getList', () => {
      it('answers WIRE.md rows with teams, quarters and odds, filtered like football', async () => {
        const live = await call(arena, 'GET', '/api/Basketball/getList', { status: '1' });
        expect(live.data.data.length).toBeGreaterThanOrEqual(3);
        expect(conforms('basketball_getList', live)).toEqual([]);
        for (const m of live.data.data) {
          expect(m.status_id).toBeGreaterThanOrEqual(2);
          expect(m.status_id).toBeLessThanOrEqual(9);
          expect(m.home_scores_total).toBe(m.home_scores.reduce((a: number, b: number) => a + b, 0));
          expect(m.home_team_data).toMatchObject({
            short_name_zh: expect.any(String),
            short_name_en: expect.any(String),
            logo: expect.stringMatching(/^http/),
          });
          expect(m.eu).toMatchObject({ host: expect.any(Number), guest: expect.any(Number), early: expect.any(Number) });
        }
        const nba = await call(arena, 'GET', '/api/Basketball/getList', { competition_id: '1', date: TODAY, limit: '100' });
        expect(nba.data.data.every((m: { competition_id: number }) => m.competition_id === 1)).toBe(true);
      });
    });

    describe('Match/filters', () => {
      it('counts the matches of the day per competition and per country, as the list would show them', async () => {
        for (const status of ['0', '3']) {
          const filters = await call(arena, 'GET', '/api/Match/filters', { type: '0', status, date: TODAY });
          expect(conforms('match_filters', filters)).toEqual([]);
          const list = await call(arena, 'GET', '/api/Football/football_match', { status, date: TODAY, limit: '1' });
          const sum = (xs: Array<{ count: number }>) => xs.reduce((a, x) => a + x.count, 0);
          expect(sum(filters.data.competitions)).toBe(list.data.total);
          expect(sum(filters.data.countries)).toBe(list.data.total);
          for (const c of filters.data.competitions.slice(0, 3)) {
            const one = await call(arena, 'GET', '/api/Football/football_match', {
              status,
              date: TODAY,
              competition_id: String(c.id),
              limit: '1',
            });
            expect(one.data.total).toBe(c.count);
          }
        }
        const basketball = await call(arena, 'GET', '/api/Match/filters', { type: '1', date: TODAY });
        expect(basketball.data.countries.map((c: { name_en: string }) => c.name_en)).toEqual(expect.arrayContaining(['USA']));
      });
    });

    describe('Match/detail', () => {
      it('given a football match in progress → a timeline, stats, lineups and odds that agree with its row', async () => {
        const live = (await call(arena, 'GET', '/api/Football/football_match', { status: '1', limit: '100' })).data.data as Array<{
          id: number;
        }>;
        let checked = 0;
        for (const { id } of live) {
          const detail = await call(arena, 'GET', '/api/Match/detail', { type: '0', sourceid: String(id) });
          expect(conforms('match_detail', detail)).toEqual([]);
          const { match, timeline, stats, lineups, odds } = detail.data;
          const count = (kind: string, side: string) =>
            timeline.filter((e: { kind: string; side: string }) => e.kind === kind && e.side === side).length;
          for (const side of ['home', 'away']) {
            expect(count('goal', side) - count('goal_disallowed', side)).toBe(match[`${side}_score`]);
            expect(count('yellow', side)).toBe(match[`${side}_yellow_card`]);
            expect(count('red', side)).toBe(match[`${side}_red_card`]);
          }
          expect(`${count('corner', 'home')}-${count('corner', 'away')}`).toBe(match.corner_kick);
          const stat = (key: string) => stats.find((s: { key: string }) => s.key === key);
          expect(stat('corners')).toMatchObject({ home: count('corner', 'home'), away: count('corner', 'away') });
          expect(stat('shots_on_target').home).toBeGreaterThanOrEqual(count('goal', 'home'));
          expect(stat('shots').home).toBeGreaterThanOrEqual(stat('shots_on_target').home);
          expect(stat('possession').home + stat('possession').away).toBe(100);
          expect(lineups.home.starters).toHaveLength(11);
          expect(lineups.home.formation).toMatch(/^\d(-\d)+$/);
          // Everyone in the timeline plays for that side: a starter, or a substitute who came on.
          for (const e of timeline.filter((x: { player: unknown }) => x.player)) {
            const team = lineups[e.side];
            expect([...team.starters, ...team.substitutes].map((p: { name_en: string }) => p.name_en)).toContain(e.player.name_en);
          }
          expect(odds.length).toBeGreaterThan(0);
          expect(odds.at(-1).exponent).toEqual(match.exponent);
          checked += 1;
        }
        expect(checked).toBeGreaterThan(0);
      });

      it('given a basketball match → stats whose shots add up to the points, five starters a side', async () => {
        const [row] = await arena.services.db.query<{ id: number }>(
          'select id from basketball_matches where status_id = 10 order by id limit 1',
        );
        const detail = await call(arena, 'GET', '/api/Match/detail', { type: '1', sourceid: String(row!.id) });
        expect(conforms('match_detail', detail)).toEqual([]);
        const stat = (key: string) => detail.data.stats.find((s: { key: string }) => s.key === key);
        for (const side of ['home', 'away'] as const) {
          const twos = stat('field_goals')[side] - stat('three_pointers')[side];
          expect(2 * twos + 3 * stat('three_pointers')[side] + stat('free_throws')[side]).toBe(detail.data.match[`${side}_scores_total`]);
        }
        expect(detail.data.lineups.away.starters).toHaveLength(5);
        expect(detail.data.odds.at(-1).exponent.eu.sealing_disk).toBe(1);
      });

      it('given an unknown match → code 1 naming it', async () => {
        expect(await call(arena, 'GET', '/api/Match/detail', { type: '0', sourceid: '999' })).toMatchObject({
          code: 1,
          msg: 'Match 999 was not found',
        });
      });

      it('names the same players as the squads every time (deterministic)', () => {
        expect(squad(8201, 0)).toEqual(squad(8201, 0));
        expect(squad(54201, 0).starters[0]!.name_zh).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
        expect(squad(60001, 0).starters[0]!.name_vi).not.toBe(squad(60001, 0).starters[0]!.name_en);
      });
    });

    describe('Football/season_table', () => {
      it('computes the table from the finished results in the database', async () => {
        const before = await call(arena, 'GET', '/api/Football/season_table', { id: '82' });
        expect(conforms('football_seasonTable', before)).toEqual([]);
        const rows = before.data.list as Array<{
          team_id: number;
          played: number;
          won: number;
          drawn: number;
          lost: number;
          points: number;
          goal_diff: number;
          goals_for: number;
          goals_against: number;
          rank: number;
        }>;
        expect(before.data.group).toBe(0);
        expect(rows).toHaveLength(8);
        const [{ n }] = (await arena.services.db.query<{ n: number }>(
          'select count(*)::int as n from football_matches where competition_id = 82 and status = 8',
        )) as [{ n: number }];
        expect(rows.reduce((a, r) => a + r.played, 0)).toBe(2 * n);
        for (const r of rows) {
          expect(r.points).toBe(3 * r.won + r.drawn);
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.goal_diff).toBe(r.goals_for - r.goals_against);
        }
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          expect(
            a.points > b.points ||
              (a.points === b.points && (a.goal_diff > b.goal_diff || (a.goal_diff === b.goal_diff && a.goals_for >= b.goals_for))),
          ).toBe(true);
        }
        // A result changes in the database → the table follows.
        const [m] = await arena.services.db.query<{ id: number; home_team_id: number }>(
          'select id, home_team_id from football_matches where competition_id = 82 and status = 8 order by id limit 1',
        );
        const [{ home_score: was }] = (await arena.services.db.query<{ home_score: number }>(
          'select home_score from football_matches where id = $1',
          [m!.id],
        )) as [{ home_score: number }];
        await arena.services.db.query('update football_matches set home_score = away_score + 10 where id = $1', [m!.id]);
        const after = await call(arena, 'GET', '/api/Football/season_table', { id: '82' });
        const team = (list: typeof rows) => list.find((r) => r.team_id === m!.home_team_id)!;
        const [{ home_score: now }] = (await arena.services.db.query<{ home_score: number }>(
          'select home_score from football_matches where id = $1',
          [m!.id],
        )) as [{ home_score: number }];
        expect(team(after.data.list).goals_for).toBe(team(rows).goals_for + now - was);
        expect(team(after.data.list).won).toBeGreaterThanOrEqual(team(rows).won);
        expect(team(after.data.list).won + team(after.data.list).drawn + team(after.data.list).lost).toBe(team(rows).played);
        await arena.services.db.query('update football_matches set home_score = $2 where id = $1', [m!.id, was]);
      });

      it('keys a cup by group letter, and refuses an unknown competition', async () => {
        const cup = await call(arena, 'GET', '/api/Football/season_table', { id: '45' });
        expect(cup.data.group).toBe(4);
        expect(Object.keys(cup.data.list)).toEqual(['A', 'B', 'C', 'D']);
        expect(cup.data.list.A).toHaveLength(4);
        expect(await call(arena, 'GET', '/api/Football/season_table', { id: '7777' })).toMatchObject({
          code: 1,
          msg: 'Competition 7777 was not found',
        });
      });
    });

    describe('Match/battle', () => {
      it("lists earlier meetings and each side's recent results, with W/D/L from that side", async () => {
        const [m] = await arena.services.db.query<{ id: number; home_team_id: number; away_team_id: number }>(
          `select m.id, m.home_team_id, m.away_team_id from football_matches m where m.status between 2 and 7
             and exists (select 1 from football_matches f where f.status = 8 and m.home_team_id in (f.home_team_id, f.away_team_id)) order by m.id limit 1`,
        );
        const battle = await call(arena, 'GET', '/api/Match/battle', { type: '0', sourceid: String(m!.id) });
        expect(conforms('match_battle', battle)).toEqual([]);
        for (const r of battle.data.history)
          expect([r.home_team_id, r.away_team_id].sort()).toEqual([m!.home_team_id, m!.away_team_id].sort());
        expect(battle.data.home_recent.length).toBeGreaterThan(0);
        for (const r of battle.data.home_recent) {
          const own = r.home_team_id === m!.home_team_id ? r.home_score : r.away_score;
          const other = r.home_team_id === m!.home_team_id ? r.away_score : r.home_score;
          expect(r.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
          expect(r.id).not.toBe(m!.id);
        }
        expect(battle.data.summary.played).toBe(battle.data.history.length);
        expect(await call(arena, 'GET', '/api/Match/battle', { type: '1', sourceid: String(m!.id) })).toMatchObject({ code: 1 });
      });
    });

    describe('Basketballuser/collect', () => {
      it("collects for the logged-in user only, toggles, and marks is_collect in that user's rows", async () => {
        const live = (await call(arena, 'GET', '/api/Football/football_match', { status: '1' })).data.data as Array<{ id: number }>;
        const ids = live.slice(0, 2).map((m) => m.id);
        expect((await call(arena, 'POST', '/api/Basketballuser/collect', { id: ids.join(','), type: 2 })).code).toBe(700);
        const first = await call(arena, 'POST', '/api/Basketballuser/collect', { id: ids.join(','), type: 2 }, token);
        expect(first).toMatchObject({ code: 0, msg: 'Added to favourites', data: { collected: [...ids].sort((a, b) => a - b) } });
        const mine = await call(arena, 'GET', '/api/Football/football_match', { ids: ids.join(',') }, token);
        expect(mine.data.data.map((m: { is_collect: number }) => m.is_collect)).toEqual([1, 1]);
        const theirs = await call(arena, 'GET', '/api/Football/football_match', { ids: ids.join(',') }, otherToken);
        expect(theirs.data.data.map((m: { is_collect: number }) => m.is_collect)).toEqual([0, 0]);
        const list = await call(arena, 'GET', '/api/Basketballuser/collectList', { type: '2' }, token);
        expect(conforms('basketballuser_collectList', list)).toEqual([]);
        expect(list.data.data.map((m: { id: number }) => m.id).sort()).toEqual([...ids].sort());
        const toggled = await call(arena, 'POST', '/api/Basketballuser/collect', { id: String(ids[0]), type: 2 }, token);
        expect(toggled).toMatchObject({ msg: 'Removed from favourites', data: { collected: [ids[1]] } });
        const explicit = await call(arena, 'POST', '/api/Basketballuser/collect', { id: String(ids[1]), type: 2, collect: 1 }, token);
        expect(explicit.data.collected).toEqual([ids[1]]);
      });

      it('given an unknown match among the ids → code 1 and nothing collected', async () => {
        const [b] = await arena.services.db.query<{ id: number }>('select id from basketball_matches order by id limit 1');
        const res = await call(arena, 'POST', '/api/Basketballuser/collect', { id: `${b!.id},424242`, type: 1 }, otherToken);
        expect(res).toMatchObject({ code: 1, msg: 'Match 424242 was not found' });
        const list = await call(arena, 'GET', '/api/Basketballuser/collectList', { type: '1' }, otherToken);
        expect(list.data.total).toBe(0);
        expect((await call(arena, 'POST', '/api/Basketballuser/collect', { id: '1;2', type: 1 }, otherToken)).msg).toBe(
          'id: has an invalid format',
        );
      });
    });

    describe('hot_match', () => {
      it('recommend: type1 in progress, type2 not started, type3 finished; by sport; none for other sports', async () => {
        const all = await call(arena, 'GET', '/api/hot_match/recommend', { type: '0' });
        expect(conforms('hotMatch_recommend', all)).toEqual([]);
        expect(all.data.type1.every((m: { status_type: number }) => m.status_type === 1)).toBe(true);
        expect(all.data.type2.every((m: { status_type: number }) => m.status_type === 0)).toBe(true);
        expect(all.data.type3.every((m: { status_type: number }) => m.status_type === 2)).toBe(true);
        expect(all.data.count).toBeGreaterThanOrEqual(9);
        const basketball = await call(arena, 'GET', '/api/hot_match/recommend', { type: '2' });
        expect([...basketball.data.type1, ...basketball.data.type2].every((m: { type: number }) => m.type === 1)).toBe(true);
        expect(await call(arena, 'GET', '/api/hot_match/recommend', { type: '3' })).toMatchObject({
          data: { count: 0, type1: [], type2: [], type3: [] },
        });
      });

      it('initial_list: the day of football and basketball; msgGetSimple: one match or code 1', async () => {
        const day = await call(arena, 'GET', '/api/hot_match/initial_list', { date: TODAY });
        expect(conforms('hotMatch_initialList', day)).toEqual([]);
        expect(day.data.football.length).toBeGreaterThan(10);
        expect(day.data.basketball.length).toBeGreaterThan(3);
        const onlyBasketball = await call(arena, 'GET', '/api/hot_match/initial_list', { date: TODAY, type: '1' });
        expect(onlyBasketball.data.football).toEqual([]);
        const id = day.data.football[0].id;
        expect((await call(arena, 'GET', '/api/hot_match/msgGetSimple', { id: String(id), type: '0' })).data).toMatchObject({
          sourceid: id,
          type: 0,
        });
        expect(await call(arena, 'GET', '/api/hot_match/msgGetSimple', { id: '31', type: '1' })).toMatchObject({
          code: 1,
          msg: 'Match 31 was not found',
        });
      });
    });
  });
}
