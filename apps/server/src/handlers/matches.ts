import type { Queryable } from '../db/index';
import { Answer, UserError } from '../envelope';
import { basketballStats, footballStats } from '../seed/match-script';
import { squad } from '../seed/players';
import { cupGroups } from '../sim/schedule';
import { ODDS_COMPANY } from '../sim/sync';
import { absolute } from './format';
import type { HandlerContext, UntypedHandlers } from './types';

// The match calls of the contract (openapi.yaml, tag `matches`): lists for the score pages, hot and
// recommended matches, one match in full, standings, head-to-head and favourites. Everything is read
// from the database the simulator writes (src/sim).

type Sport = 0 | 1;
const DAY_SEC = 86_400;
const DAY_MS = DAY_SEC * 1000;
/** `ids` at most (a screen of rows to resynchronise, a favourites list). */
const MAX_IDS = 200;

/** Per sport: the table and what its columns and status codes mean (WIRE.md). */
const SPORTS = {
  0: {
    table: 'football_matches',
    time: 'm.time',
    live: 'm.status between 2 and 7',
    notStarted: 'm.status = 1',
    ended: 'm.status >= 8',
    finished: 'm.status = 8',
    homeScore: 'm.home_score',
    awayScore: 'm.away_score',
  },
  1: {
    table: 'basketball_matches',
    time: 'm.match_time',
    live: 'm.status_id between 2 and 9',
    notStarted: 'm.status_id = 1',
    ended: '(m.status_id >= 10 or m.status_id = 0)',
    finished: 'm.status_id = 10',
    homeScore: 'm.home_scores_total',
    awayScore: 'm.away_scores_total',
  },
} as const;

/** Positional parameters built up alongside the SQL. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** [start, end) of a day in unix seconds: `date` (YYYY-MM-DD) or today, in the client's time zone. */
function dayRange(date: string | undefined, tzMinutes: number, nowMs: number): [number, number] {
  const offsetMs = tzMinutes * 60_000;
  let startMs: number;
  if (date) {
    const ms = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new UserError('server.scores.badDate', { date });
    startMs = ms - offsetMs;
  } else {
    startMs = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  }
  const start = Math.floor(startMs / 1000);
  return [start, start + DAY_SEC];
}

function idList(ids: unknown): number[] | undefined {
  if (typeof ids !== 'string' || ids === '') return undefined;
  const list = [...new Set(ids.split(',').map(Number))];
  if (list.length > MAX_IDS) throw new UserError('server.scores.tooManyIds', { limit: MAX_IDS });
  return list;
}

const statusCondition = (sport: Sport, status: number): string | undefined => {
  const s = SPORTS[sport];
  return status === 1 ? s.live : status === 2 ? s.notStarted : status === 3 ? s.ended : undefined;
};

/** In progress, then not started (soonest first), then finished (latest first). */
const listOrder = (sport: Sport) => {
  const s = SPORTS[sport];
  const group = `(case when ${s.live} then 0 when ${s.notStarted} then 1 else 2 end)`;
  return `${group}, case when ${group} = 2 then -${s.time} else ${s.time} end, m.id`;
};

// ── Rows ──────────────────────────────────────────────────────────────────────────────────────────

const NAMES = (alias: string, prefix: string, column = 'name') =>
  ['zh', 'zht', 'en', 'vi'].map((l) => `${alias}.${column}_${l} as ${prefix}_${l}`).join(', ');

function footballSelect(userParam: string): string {
  return `select m.id, m.status, m.competition_id, ${NAMES('l', 'competition_name')}, ${NAMES('l', 'competition_short_name', 'short_name')},
            l.logo as competition_logo, l.primary_color, l.country_id, m.home_team_id, m.away_team_id,
            ${NAMES('h', 'home_team_name')}, h.logo as home_team_logo, ${NAMES('a', 'away_team_name')}, a.logo as away_team_logo,
            m.time, m.match_str, m.home_score, m.away_score, m.half_score, m.corner_kick, m.home_yellow_card, m.home_red_card,
            m.away_yellow_card, m.away_red_card, m.exponent, m.is_hot, m.stats,
            case when c.user_id is null then 0 else 1 end as is_collect,
            case when exists (select 1 from live_rooms r where r.islive = 1 and r.type = 0 and r.match_id = m.id) then 1 else 0 end as mlive
       from football_matches m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       left join match_collects c on c.user_id = ${userParam} and c.sport = 0 and c.match_id = m.id`;
}

function basketballSelect(userParam: string): string {
  return `select m.id, m.competition_id, ${NAMES('l', 'short_name', 'short_name')}, ${NAMES('l', 'competition_name')},
            l.logo as competition_logo, l.primary_color, l.country_id, m.status_id, m.time_left, m.match_time,
            m.home_team_id, ${NAMES('h', 'home_name')}, h.logo as home_logo, m.away_team_id, ${NAMES('a', 'away_name')}, a.logo as away_logo,
            m.home_scores, m.away_scores, m.home_scores_total, m.away_scores_total, m.odds, m.is_hot, m.stats,
            case when c.user_id is null then 0 else 1 end as is_collect,
            case when exists (select 1 from live_rooms r where r.islive = 1 and r.type = 1 and r.match_id = m.id) then 1 else 0 end as mlive
       from basketball_matches m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
       left join match_collects c on c.user_id = ${userParam} and c.sport = 1 and c.match_id = m.id`;
}

type Row = Record<string, unknown>;

/** WIRE.md's football row. */
function footballRow(r: Row, origin: string) {
  const { stats: _stats, ...row } = r;
  return {
    ...row,
    time: Number(r.time),
    competition_logo: absolute(origin, String(r.competition_logo)),
    home_team_logo: absolute(origin, String(r.home_team_logo)),
    away_team_logo: absolute(origin, String(r.away_team_logo)),
  };
}

/** WIRE.md's basketball row: teams as `home_team_data` / `away_team_data`, odds as `eu` / `asia` / `bs`. */
function basketballRow(r: Row, origin: string) {
  const team = (side: 'home' | 'away') => ({
    id: r[`${side}_team_id`] as number,
    logo: absolute(origin, String(r[`${side}_logo`])),
    short_name_zh: r[`${side}_name_zh`] as string,
    short_name_zht: r[`${side}_name_zht`] as string,
    short_name_en: r[`${side}_name_en`] as string,
    short_name_vi: r[`${side}_name_vi`] as string,
  });
  const odds = (r.odds ?? {}) as Record<string, unknown>;
  return {
    id: r.id as number,
    competition_id: r.competition_id as number,
    short_name_zh: r.short_name_zh as string,
    short_name_zht: r.short_name_zht as string,
    short_name_en: r.short_name_en as string,
    short_name_vi: r.short_name_vi as string,
    competition_name_zh: r.competition_name_zh as string,
    competition_name_zht: r.competition_name_zht as string,
    competition_name_en: r.competition_name_en as string,
    competition_name_vi: r.competition_name_vi as string,
    competition_logo: absolute(origin, String(r.competition_logo)),
    primary_color: r.primary_color as string,
    country_id: r.country_id as number | null,
    status_id: r.status_id as number,
    time_left: r.time_left as number | null,
    match_time: Number(r.match_time),
    home_team_data: team('home'),
    away_team_data: team('away'),
    home_scores: r.home_scores as number[],
    away_scores: r.away_scores as number[],
    home_scores_total: r.home_scores_total as number,
    away_scores_total: r.away_scores_total as number,
    is_collect: r.is_collect as number,
    mlive: r.mlive as number,
    eu: odds.eu,
    asia: odds.asia,
    bs: odds.bs,
  };
}

interface ListQuery {
  sport: Sport;
  status: number;
  date?: string;
  tz: number;
  competitionId?: number;
  countryId?: number;
  ids?: number[];
  page: number;
  limit: number;
}

/** The score lists: WIRE.md's paging (`data`, `total`, `last_page`) over the filters of the score page. */
async function listMatches(ctx: HandlerContext, query: ListQuery) {
  const { db, config } = ctx.services;
  const p = new Params();
  const where: string[] = [];
  const status = statusCondition(query.sport, query.status);
  if (status) where.push(status);
  if (query.ids) {
    where.push(`m.id = any(${p.add(query.ids)}::int[])`);
  } else if (query.date || query.status !== 1) {
    // Without a day, the live view shows every match in progress; the others show today.
    const [from, to] = dayRange(query.date, query.tz, config.now());
    where.push(`${SPORTS[query.sport].time} >= ${p.add(from)} and ${SPORTS[query.sport].time} < ${p.add(to)}`);
  }
  if (query.competitionId !== undefined) where.push(`m.competition_id = ${p.add(query.competitionId)}`);
  if (query.countryId !== undefined)
    where.push(`m.competition_id in (select id from leagues where country_id = ${p.add(query.countryId)})`);
  const condition = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const [{ n }] = (await db.query<{ n: number }>(
    `select count(*)::int as n from ${SPORTS[query.sport].table} m ${condition}`,
    p.values,
  )) as [{ n: number }];
  const user = p.add(ctx.user?.id ?? 0);
  const select = query.sport === 0 ? footballSelect(user) : basketballSelect(user);
  const rows = await db.query<Row>(
    `${select} ${condition} order by ${listOrder(query.sport)} limit ${p.add(query.limit)} offset ${p.add((query.page - 1) * query.limit)}`,
    p.values,
  );
  return {
    data: rows.map((r) => (query.sport === 0 ? footballRow(r, ctx.origin) : basketballRow(r, ctx.origin))),
    total: n,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(n / query.limit)),
  };
}

function listQuery(input: Record<string, unknown>, sport: Sport): ListQuery {
  return {
    sport,
    status: Number(input.status ?? 0),
    date: input.date as string | undefined,
    tz: Number(input.tz ?? 0),
    competitionId: input.competition_id as number | undefined,
    countryId: input.country_id as number | undefined,
    ids: idList(input.ids),
    page: Number(input.page ?? 1),
    limit: Number(input.limit ?? 20),
  };
}

// ── Hot matches (WIRE.md: sourceid, type, status_type, …) ─────────────────────────────────────────

const HOT_SELECT = (sport: Sport) => {
  const s = SPORTS[sport];
  const state = `case when ${s.live} then 1 when ${s.ended} then 2 else 0 end`;
  return `select m.id, ${sport} as sport, m.competition_id, l.name_zh as competition, ${NAMES('l', 'short_name', 'short_name')},
            ${s.time} as match_time, ${sport === 0 ? 'm.status' : 'm.status_id'} as status, ${sport === 0 ? 'm.match_str' : "''"} as match_str,
            ${state} as state, ${NAMES('h', 'home_name')}, h.logo as home_logo, ${s.homeScore} as home_score,
            ${NAMES('a', 'away_name')}, a.logo as away_logo, ${s.awayScore} as away_score, m.is_hot
       from ${s.table} m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
};

async function hotMatches(q: Queryable, origin: string, where: string, order: string, params: unknown[], limit = 30) {
  const rows = await q.query<Row>(
    `select * from (${HOT_SELECT(0)} union all ${HOT_SELECT(1)}) hot where ${where} order by ${order} limit ${limit}`,
    params,
  );
  if (rows.length === 0) return [];
  const rooms = await q.query<{ uid: number; avatar: string; match_id: number; type: number }>(
    'select r.uid, u.avatar, r.match_id, r.type from live_rooms r join users u on u.id = r.uid where r.islive = 1 and r.match_id is not null',
  );
  return rows.map((r) => ({
    sourceid: r.id as number,
    type: r.sport === 1 ? 1 : 0,
    competition_id: r.competition_id as number,
    competition: r.competition as string,
    short_name_zh: r.short_name_zh as string,
    short_name_zht: r.short_name_zht as string,
    short_name_en: r.short_name_en as string,
    short_name_vi: r.short_name_vi as string,
    match_time: Number(r.match_time),
    status: r.status as number,
    match_str: r.match_str as string,
    status_type: Number(r.state),
    home_team_name: r.home_name_zh as string,
    home_team_name_zh: r.home_name_zh as string,
    home_team_name_zht: r.home_name_zht as string,
    home_team_name_en: r.home_name_en as string,
    home_team_name_vi: r.home_name_vi as string,
    home_team_logo: absolute(origin, String(r.home_logo)),
    home_scores: Number(r.home_score),
    away_team_name: r.away_name_zh as string,
    away_team_name_zh: r.away_name_zh as string,
    away_team_name_zht: r.away_name_zht as string,
    away_team_name_en: r.away_name_en as string,
    away_team_name_vi: r.away_name_vi as string,
    away_team_logo: absolute(origin, String(r.away_logo)),
    away_scores: Number(r.away_score),
    anchor: rooms
      .filter((room) => room.match_id === r.id && (room.type === 1) === (r.sport === 1))
      .map((room) => ({ id: room.uid, avatar: absolute(origin, room.avatar) })),
  }));
}

// ── Standings ─────────────────────────────────────────────────────────────────────────────────────

interface TeamRow {
  id: number;
  name_zh: string;
  name_zht: string;
  name_en: string;
  name_vi: string;
  logo: string;
}

/** spec §3 league standings: 3 points a win and 1 a draw (basketball: 2 a win), then goal difference, goals, name. */
function standings(teams: TeamRow[], results: Array<{ home: number; away: number; hs: number; as: number }>, sport: Sport, origin: string) {
  const table = new Map(teams.map((t) => [t.id, { played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0 }]));
  for (const r of results) {
    const home = table.get(r.home);
    const away = table.get(r.away);
    if (!home || !away) continue; // a cup meeting across groups counts in neither group
    for (const [row, scored, conceded] of [
      [home, r.hs, r.as],
      [away, r.as, r.hs],
    ] as const) {
      row.played += 1;
      row.goals_for += scored;
      row.goals_against += conceded;
      if (scored > conceded) row.won += 1;
      else if (scored === conceded) row.drawn += 1;
      else row.lost += 1;
    }
  }
  return teams
    .map((t) => {
      const s = table.get(t.id)!;
      const points = sport === 0 ? s.won * 3 + s.drawn : s.won * 2 + s.lost;
      return {
        team_id: t.id,
        team_name_zh: t.name_zh,
        team_name_zht: t.name_zht,
        team_name_en: t.name_en,
        team_name_vi: t.name_vi,
        team_logo: absolute(origin, t.logo),
        ...s,
        goal_diff: s.goals_for - s.goals_against,
        points,
      };
    })
    .sort(
      (a, b) =>
        b.points - a.points || b.goal_diff - a.goal_diff || b.goals_for - a.goals_for || a.team_name_en.localeCompare(b.team_name_en),
    )
    .map((row, i) => ({ rank: i + 1, ...row }));
}

// ── Head-to-head ──────────────────────────────────────────────────────────────────────────────────

function battleSelect(sport: Sport) {
  const s = SPORTS[sport];
  return `select m.id, ${s.time} as time, m.competition_id, ${NAMES('l', 'competition_short_name', 'short_name')}, l.short_name_zh as competition,
            m.home_team_id, m.away_team_id, h.name_zh as home_name, h.name_zht as home_name_zht, h.name_en as home_name_en, h.name_vi as home_name_vi,
            a.name_zh as away_name, a.name_zht as away_name_zht, a.name_en as away_name_en, a.name_vi as away_name_vi,
            ${s.homeScore} as home_score, ${s.awayScore} as away_score, ${sport === 0 ? 'm.half_score' : "''"} as half_score
       from ${s.table} m join leagues l on l.id = m.competition_id
       join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id`;
}

function battleRow(r: Row, forTeam?: number) {
  const row = {
    ...r,
    home_team_id: r.home_team_id as number,
    time: Number(r.time),
    home_score: Number(r.home_score),
    away_score: Number(r.away_score),
  };
  if (forTeam === undefined) return row;
  const own = forTeam === r.home_team_id ? row.home_score : row.away_score;
  const other = forTeam === r.home_team_id ? row.away_score : row.home_score;
  return { ...row, result: own > other ? 'W' : own === other ? 'D' : 'L' };
}

async function matchTeams(q: Queryable, sport: Sport, id: number) {
  const [match] = await q.query<{ home_team_id: number; away_team_id: number }>(
    `select home_team_id, away_team_id from ${SPORTS[sport].table} where id = $1`,
    [id],
  );
  if (!match) throw new UserError('server.scores.matchNotFound', { id });
  return match;
}

// ── Handlers ──────────────────────────────────────────────────────────────────────────────────────

export const matchHandlers: UntypedHandlers = {
  /** Today's hot matches: those in progress first, then the next kick-offs, then the latest results. */
  async hotMatch_allMatch({ services, origin }) {
    const now = Math.floor(services.config.now() / 1000);
    return hotMatches(
      services.db,
      origin,
      'is_hot = 1 and match_time between $1 and $2',
      'case state when 1 then 0 when 0 then 1 else 2 end, abs(match_time - $3), sport, id',
      [now - 6 * 3600, now + 18 * 3600, now],
    );
  },

  /** A day of the score page: every football and/or basketball match of the day (in `tz`). */
  async hotMatch_initialList(ctx) {
    const { input } = ctx;
    const sports: Sport[] = input.type === 0 ? [0] : input.type === 1 ? [1] : [0, 1];
    const out: { football: unknown[]; basketball: unknown[] } = { football: [], basketball: [] };
    for (const sport of sports) {
      const page = await listMatches(ctx, {
        sport,
        status: 0,
        date: input.date as string | undefined,
        tz: Number(input.tz ?? 0),
        page: 1,
        limit: 500,
      });
      out[sport === 0 ? 'football' : 'basketball'] = page.data;
    }
    return out;
  },

  /** Event recommendation (WIRE.md): type1 in progress, type2 not started, type3 finished; type 3 (other sports) has none here. */
  async hotMatch_recommend({ input, services, origin }) {
    const type = Number(input.type ?? 0);
    const now = Math.floor(services.config.now() / 1000);
    const sport = type === 1 ? 'sport = 0' : type === 2 ? 'sport = 1' : type === 0 ? 'true' : 'false';
    const [type1, type2, type3] = [
      await hotMatches(services.db, origin, `${sport} and state = 1`, 'is_hot desc, match_time, sport, id', [], 20),
      await hotMatches(
        services.db,
        origin,
        `${sport} and state = 0 and match_time between $1 and $2`,
        'is_hot desc, match_time, sport, id',
        [now, now + DAY_SEC],
        20,
      ),
      await hotMatches(
        services.db,
        origin,
        `${sport} and state = 2 and match_time >= $1`,
        'match_time desc, is_hot desc, sport, id',
        [now - DAY_SEC - 3 * 3600],
        20,
      ),
    ];
    const [counted] = await services.db.query<{ n: number }>(
      `select count(*)::int as n from (select 0 as sport, status from football_matches where status between 2 and 7
         union all select 1, status_id from basketball_matches where status_id between 2 and 9) live where ${sport}`,
    );
    return { count: counted?.n ?? 0, type1, type2, type3 };
  },

  /** One match as a hot-match row (a room header). */
  async hotMatch_msgGetSimple({ input, services, origin }) {
    const id = Number(input.id);
    const [row] = await hotMatches(services.db, origin, 'sport = $1 and id = $2', 'id', [Number(input.type ?? 0), id], 1);
    if (!row) throw new UserError('server.scores.matchNotFound', { id });
    return row;
  },

  async football_footballMatch(ctx) {
    return listMatches(ctx, listQuery(ctx.input, 0));
  },

  async basketball_getList(ctx) {
    return listMatches(ctx, listQuery(ctx.input, 1));
  },

  /** The event and country filters of the score page: what has matches on the day, with counts. */
  async match_filters({ input, services, origin }) {
    const sport = Number(input.type ?? 0) as Sport;
    const s = SPORTS[sport];
    const status = Number(input.status ?? 0);
    const p = new Params();
    const where: string[] = [];
    const condition = statusCondition(sport, status);
    if (condition) where.push(condition);
    if (input.date || status !== 1) {
      const [from, to] = dayRange(input.date as string | undefined, Number(input.tz ?? 0), services.config.now());
      where.push(`${s.time} >= ${p.add(from)} and ${s.time} < ${p.add(to)}`);
    }
    const rows = await services.db.query<Row & { n: number }>(
      `select l.id, l.name_zh, l.name_zht, l.name_en, l.name_vi, l.short_name_zh, l.short_name_zht, l.short_name_en, l.short_name_vi,
              l.logo, l.primary_color, l.country_id, count(*)::int as n
         from ${s.table} m join leagues l on l.id = m.competition_id
        ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
        group by l.id order by n desc, l.id`,
      p.values,
    );
    const countries = new Map<number, number>();
    for (const r of rows)
      if (r.country_id !== null) countries.set(r.country_id as number, (countries.get(r.country_id as number) ?? 0) + r.n);
    const names = await services.db.query<Row & { id: number }>(
      'select id, name_zh, name_zht, name_en, name_vi from countries where id = any($1::int[]) order by id',
      [[...countries.keys()]],
    );
    return {
      competitions: rows.map(({ n, logo, ...r }) => ({ ...r, logo: absolute(origin, String(logo)), count: n })),
      countries: names.map((c) => ({ ...c, count: countries.get(c.id)! })).sort((a, b) => b.count - a.count || a.id - b.id),
    };
  },

  /** One match in full: row, timeline, statistics, lineups and the odds movements so far. */
  async match_detail({ input, services, origin, user }) {
    const sport = Number(input.type ?? 0) as Sport;
    const id = Number(input.sourceid);
    const { db } = services;
    const select = sport === 0 ? footballSelect('$2') : basketballSelect('$2');
    const [row] = await db.query<Row>(`${select} where m.id = $1`, [id, user?.id ?? 0]);
    if (!row) throw new UserError('server.scores.matchNotFound', { id });
    const timeline =
      sport === 0
        ? (
            await db.query<{ seq: number; minute: number; side: number; kind: string; detail: Record<string, unknown> }>(
              'select seq, minute, side, kind, detail from match_events where sport = 0 and match_id = $1 order by seq',
              [id],
            )
          ).map((e) => ({
            seq: e.seq,
            minute: e.minute,
            side: e.side === 1 ? 'home' : 'away',
            kind: e.kind,
            player: e.detail.player ?? null,
            assist: e.detail.assist ?? null,
            player_out: e.detail.player_out ?? null,
          }))
        : [];
    const stored = row.stats as unknown[];
    const stats = Array.isArray(stored) && stored.length > 0 ? stored : sport === 0 ? footballStats(id, -1) : basketballStats(id, -1);
    const odds = (
      await db.query<{ seq: number; clock: number; score: string; markets: string; exponent: unknown }>(
        'select seq, clock, score, markets, exponent from odds_history where sport = $1 and match_id = $2 and company_id = $3 order by seq',
        [sport, id, ODDS_COMPANY],
      )
    ).map((m) => ({ ...m, markets: m.markets.split(',') }));
    const lineup = (teamId: number) => {
      const s = squad(teamId, sport);
      return { team_id: teamId, formation: s.formation, starters: s.starters, substitutes: s.substitutes };
    };
    return {
      type: sport,
      match: sport === 0 ? footballRow(row, origin) : basketballRow(row, origin),
      timeline,
      stats,
      lineups: { home: lineup(row.home_team_id as number), away: lineup(row.away_team_id as number) },
      odds,
    };
  },

  /** Standings computed from the finished results in the database (WIRE.md `{ group, list }`). */
  async football_seasonTable({ input, services, origin }) {
    const id = Number(input.id);
    const { db } = services;
    const [league] = await db.query<{ id: number; sport: Sport }>('select id, sport from leagues where id = $1', [id]);
    if (!league) throw new UserError('server.scores.competitionNotFound', { id });
    const sport = Number(league.sport) as Sport;
    const s = SPORTS[sport];
    const results = (
      await db.query<{ home: number; away: number; hs: number; as: number }>(
        `select m.home_team_id as home, m.away_team_id as away, ${s.homeScore} as hs, ${s.awayScore} as "as" from ${s.table} m
          where m.competition_id = $1 and ${s.finished}`,
        [id],
      )
    ).map((r) => ({ home: r.home, away: r.away, hs: Number(r.hs), as: Number(r.as) }));
    const groups = cupGroups(id);
    if (!groups) {
      const teams = await db.query<TeamRow>(
        'select id, name_zh, name_zht, name_en, name_vi, logo from teams where league_id = $1 order by id',
        [id],
      );
      return { group: 0, list: standings(teams, results, sport, origin) };
    }
    const all = await db.query<TeamRow>('select id, name_zh, name_zht, name_en, name_vi, logo from teams where id = any($1::int[])', [
      Object.values(groups).flat(),
    ]);
    const list: Record<string, unknown[]> = {};
    for (const [letter, ids] of Object.entries(groups)) {
      list[letter] = standings(
        all.filter((t) => ids.includes(t.id)),
        results,
        sport,
        origin,
      );
    }
    return { group: Object.keys(groups).length, list };
  },

  /** Head-to-head and recent form of the two teams of a match, from the finished matches in the database. */
  async match_battle({ input, services }) {
    const sport = Number(input.type) as Sport;
    const id = Number(input.sourceid);
    const { db } = services;
    const teams = await matchTeams(db, sport, id);
    const s = SPORTS[sport];
    const history = (
      await db.query<Row>(
        `${battleSelect(sport)} where ${s.finished} and m.id <> $3 and
           ((m.home_team_id = $1 and m.away_team_id = $2) or (m.home_team_id = $2 and m.away_team_id = $1))
         order by ${s.time} desc, m.id desc limit 10`,
        [teams.home_team_id, teams.away_team_id, id],
      )
    ).map((r) => battleRow(r));
    const recent = async (team: number) =>
      (
        await db.query<Row>(
          `${battleSelect(sport)} where ${s.finished} and m.id <> $2 and (m.home_team_id = $1 or m.away_team_id = $1)
           order by ${s.time} desc, m.id desc limit 10`,
          [team, id],
        )
      ).map((r) => battleRow(r, team));
    const summary = { played: history.length, home_won: 0, drawn: 0, away_won: 0, home_goals: 0, away_goals: 0 };
    for (const m of history) {
      const ours = m.home_team_id === teams.home_team_id ? m.home_score : m.away_score;
      const theirs = m.home_team_id === teams.home_team_id ? m.away_score : m.home_score;
      summary.home_goals += ours;
      summary.away_goals += theirs;
      if (ours > theirs) summary.home_won += 1;
      else if (ours === theirs) summary.drawn += 1;
      else summary.away_won += 1;
    }
    return {
      home_team_id: teams.home_team_id,
      away_team_id: teams.away_team_id,
      summary,
      history,
      home_recent: await recent(teams.home_team_id),
      away_recent: await recent(teams.away_team_id),
    };
  },

  /** Favourites (WIRE.md): `id` comma list, `type` 1 basketball / 2 football; per user, in one transaction. */
  async basketballuser_collect({ input, services, user }) {
    const sport: Sport = input.type === 1 ? 1 : 0;
    const ids = idList(input.id) ?? [];
    const { db } = services;
    const uid = user!.id;
    const result = await db.tx(async (q) => {
      const known = new Set(
        (await q.query<{ id: number }>(`select id from ${SPORTS[sport].table} where id = any($1::int[])`, [ids])).map((r) => r.id),
      );
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined) throw new UserError('server.scores.matchNotFound', { id: missing });
      const [held] = await q.query<{ n: number }>(
        'select count(*)::int as n from match_collects where user_id = $1 and sport = $2 and match_id = any($3::int[])',
        [uid, sport, ids],
      );
      const collect = input.collect === undefined ? (held?.n ?? 0) < ids.length : input.collect === 1;
      if (collect) {
        await q.query(`insert into match_collects (user_id, sport, match_id) select $1, $2, unnest($3::int[]) on conflict do nothing`, [
          uid,
          sport,
          ids,
        ]);
      } else {
        await q.query('delete from match_collects where user_id = $1 and sport = $2 and match_id = any($3::int[])', [uid, sport, ids]);
      }
      const collected = (
        await q.query<{ match_id: number }>('select match_id from match_collects where user_id = $1 and sport = $2 order by match_id', [
          uid,
          sport,
        ])
      ).map((r) => r.match_id);
      return { collect, collected };
    });
    return new Answer({ collected: result.collected }, result.collect ? 'server.scores.collected' : 'server.scores.uncollected');
  },

  /** The collected view: the user's favourite matches of a sport, in progress first. */
  async basketballuser_collectList(ctx) {
    const sport: Sport = ctx.input.type === 1 ? 1 : 0;
    const ids = (
      await ctx.services.db.query<{ match_id: number }>('select match_id from match_collects where user_id = $1 and sport = $2', [
        ctx.user!.id,
        sport,
      ])
    ).map((r) => r.match_id);
    return listMatches(ctx, { sport, status: 0, tz: 0, ids, page: Number(ctx.input.page ?? 1), limit: Number(ctx.input.limit ?? 20) });
  },
};
