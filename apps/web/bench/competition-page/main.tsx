import {
  ArenaUiProvider,
  type CompetitionData,
  CompetitionHeader,
  FixtureList,
  type FootballMatchData,
  type LeaderRowData,
  LeadersTable,
  type RoundData,
  type StandingRowData,
  StandingsPanel,
  StatTable,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TeamStatsData,
} from '@arena/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

// The page of `competition-page.bench.ts`: a competition with 20 teams, a 38-round season of 380
// fixtures (the first 19 rounds played) and 500 players, held in memory as the server holds it. Each
// run mounts the competition page's first view afresh, synchronously, and reads the layout, so the time
// covers React's render and commit and the browser's style and layout of what is on screen.
//
// `paged` is the page as features/database/CompetitionView composes its overview tab: the header, the
// tabs, the table of 20, the current round's 10 fixtures and the top five scorers; the other tabs' data
// is not fetched until they open. `naive` is the same data rendered whole: every one of the 380
// fixtures, all 500 players in the leaders table, and every tab's content mounted at once.

const TEAMS = 20;
const ROUNDS = 38;
const PLAYERS = 500;
const PLAYED = 19;
const DAY = 86_400;
const START = 1_790_000_000;
const colours = ['#6cabdd', '#ef0107', '#c8102e', '#034694', '#241f20', '#670e36', '#132257', '#da291c', '#fdb913', '#7a263a'];
const logo = (i: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="${colours[i % colours.length]}"/></svg>`)}`;
const teams = Array.from({ length: TEAMS }, (_, i) => ({
  team_id: 1000 + i,
  team_name_zh: `球队${i + 1}号`,
  team_name_zht: `球隊${i + 1}號`,
  team_name_en: `Team number ${i + 1} Athletic`,
  team_name_vi: `Đội bóng số ${i + 1}`,
  team_logo: logo(i),
}));

// A double round robin by the circle method: round r pairs slot k with slot TEAMS-1-k.
const fixtures: FootballMatchData[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const order = [0, ...Array.from({ length: TEAMS - 1 }, (_, k) => 1 + ((k + r) % (TEAMS - 1)))];
  for (let k = 0; k < TEAMS / 2; k++) {
    const [a, b] = [order[k]!, order[TEAMS - 1 - k]!];
    const [home, away] = r % 2 ? [teams[b]!, teams[a]!] : [teams[a]!, teams[b]!];
    const played = r < PLAYED;
    fixtures.push({
      id: r * 100 + k + 1,
      status: played ? 8 : r === PLAYED && k < 2 ? 4 : 1,
      competition_id: 1,
      competition_short_name_zh: '测试联赛',
      home_team_id: home.team_id,
      away_team_id: away.team_id,
      home_team_name_zh: home.team_name_zh,
      home_team_name_en: home.team_name_en,
      away_team_name_zh: away.team_name_zh,
      away_team_name_en: away.team_name_en,
      home_team_logo: home.team_logo,
      away_team_logo: away.team_logo,
      time: START + r * DAY + 12 * 3600 + k * 1800,
      match_str: r === PLAYED && k < 2 ? '55' : '',
      home_score: played ? (a * 7 + r) % 4 : 0,
      away_score: played ? (b * 5 + r) % 3 : 0,
    });
  }
}

// The table and the team numbers from the finished fixtures (what Database/standings answers).
const table = new Map(
  teams.map((t) => [t.team_id, { ...t, played: 0, won: 0, drawn: 0, lost: 0, goals_for: 0, goals_against: 0, form: [] as string[] }]),
);
for (const f of fixtures) {
  if (f.status !== 8) continue;
  const home = table.get(Number(f.home_team_id))!;
  const away = table.get(Number(f.away_team_id))!;
  const [hs, as] = [f.home_score ?? 0, f.away_score ?? 0];
  for (const [row, gf, ga] of [
    [home, hs, as],
    [away, as, hs],
  ] as const) {
    row.played++;
    row.goals_for += gf;
    row.goals_against += ga;
    const result = gf > ga ? 'W' : gf < ga ? 'L' : 'D';
    row[result === 'W' ? 'won' : result === 'L' ? 'lost' : 'drawn']++;
    row.form = [...row.form, result].slice(-5);
  }
}
const standings: StandingRowData[] = [...table.values()]
  .map((r) => ({ ...r, goal_diff: r.goals_for - r.goals_against, points: r.won * 3 + r.drawn }))
  .sort((a, b) => b.points - a.points || b.goal_diff - a.goal_diff || b.goals_for - a.goals_for)
  .map((r, i) => ({ ...r, rank: i + 1 }));
const teamStats: TeamStatsData[] = standings.map((r) => ({
  ...teams.find((t) => t.team_id === r.team_id)!,
  played: r.played ?? 0,
  won: r.won ?? 0,
  drawn: r.drawn ?? 0,
  lost: r.lost ?? 0,
  scored: r.goals_for ?? 0,
  conceded: r.goals_against ?? 0,
  scored_per_game: Math.round(((r.goals_for ?? 0) / PLAYED) * 10) / 10,
  conceded_per_game: Math.round(((r.goals_against ?? 0) / PLAYED) * 10) / 10,
  clean_sheets: 3,
  yellow_cards: 30,
  red_cards: 1,
}));
const players: LeaderRowData[] = Array.from({ length: PLAYERS }, (_, i) => ({
  ...teams[i % TEAMS]!,
  rank: 0,
  player_id: 5000 + i,
  name_zh: `球员${i + 1}`,
  name_en: `Player Number ${i + 1}`,
  number: (i % 30) + 1,
  position: 'F',
  games: PLAYED,
  total: (i * 37) % 23,
  value: (i * 37) % 23,
})).sort((a, b) => b.value - a.value);
// Equal values share a rank (as Database/leaders answers).
for (const [i, p] of players.entries()) p.rank = i > 0 && players[i - 1]!.value === p.value ? players[i - 1]!.rank : i + 1;
const rounds: RoundData[] = Array.from({ length: ROUNDS }, (_, r) => ({
  round: r + 1,
  start_time: START + r * DAY,
  matches: TEAMS / 2,
  finished: r < PLAYED ? TEAMS / 2 : 0,
}));
const current = fixtures.filter((f) => Math.floor(f.id / 100) === PLAYED);
const competition: CompetitionData = {
  id: 1,
  sport: 0,
  name_zh: '测试足球联赛',
  name_en: 'Bench Football League',
  short_name_zh: '测试联赛',
  country_name_zh: '测试国',
  logo: logo(3),
  primary_color: '#3d195b',
  is_cup: 0,
  teams: TEAMS,
  season: { id: 1, number: 1, start_time: START, end_time: START + ROUNDS * DAY, rounds: ROUNDS, current: 1 },
  is_favourite: 0,
};
const overview = {
  season: competition.season!,
  rounds_played: PLAYED,
  rounds_total: ROUNDS,
  current_round: PLAYED + 1,
  matches_played: PLAYED * 10,
  matches_total: 380,
  scored: standings.reduce((s, r) => s + (r.goals_for ?? 0), 0),
};
const zones = [
  { kind: 'champions' as const, from: 1, to: 4 },
  { kind: 'continental' as const, from: 5, to: 6 },
  { kind: 'relegation' as const, from: 18, to: 20 },
];
const noop = () => undefined;
const href = (id: number) => `/x?id=${id}`;

function Page({ mode }: { mode: 'paged' | 'naive' }) {
  const whole = mode === 'naive';
  const standingsPanel = (
    <StandingsPanel
      sport="football"
      title="测试足球联赛"
      standings={{ group: 0, list: standings }}
      scope="all"
      onScopeChange={noop}
      zones={zones}
      teamHref={href}
      expectedRows={TEAMS}
    />
  );
  const fixtureList = (
    <FixtureList
      sport="football"
      caption="第 20 轮"
      matches={whole ? fixtures : current}
      rounds={whole ? rounds : undefined}
      round={PLAYED + 1}
      onRoundChange={noop}
      detailHref={href}
      teamHref={href}
    />
  );
  const leaders = (
    <LeadersTable
      sport="football"
      kind="goals"
      onKindChange={noop}
      rows={whole ? players : players.slice(0, 5)}
      playerHref={href}
      teamHref={href}
    />
  );
  return (
    <ArenaUiProvider locale="zh">
      <CompetitionHeader competition={competition} overview={overview} onToggleFavourite={noop} />
      <Tabs value="overview" onValueChange={noop}>
        <TabsList label="赛事资料">
          {['overview', 'standings', 'schedule', 'leaders', 'stats'].map((k) => (
            <TabsTrigger key={k} value={k}>
              {k}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          {standingsPanel}
          {fixtureList}
          {leaders}
        </TabsContent>
        {whole ? (
          // The naive page mounts every tab's content too (forceMount keeps the hidden panels in the DOM).
          <>
            <TabsContent value="standings" forceMount>
              {standingsPanel}
            </TabsContent>
            <TabsContent value="schedule" forceMount>
              {fixtureList}
            </TabsContent>
            <TabsContent value="leaders" forceMount>
              {leaders}
            </TabsContent>
            <TabsContent value="stats" forceMount>
              <StatTable sport="football" rows={teamStats} teamHref={href} />
            </TabsContent>
          </>
        ) : null}
      </Tabs>
    </ArenaUiProvider>
  );
}

const host = document.getElementById('root')!;

/** Mounts the first view `runs` times; each time: render + commit (flushSync) and a layout read. */
async function run(mode: 'paged' | 'naive', runs: number) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    // The garbage of the previous mount (the naive page leaves a lot) is collected before the clock
    // starts, so one mode's collection is not charged to the other (the bench launches with --expose-gc).
    (window as unknown as { gc?: () => void }).gc?.();
    await new Promise((r) => setTimeout(r, 50));
    const container = document.createElement('div');
    host.append(container);
    const root: Root = createRoot(container);
    const t0 = performance.now();
    flushSync(() => root.render(<Page mode={mode} />));
    void container.getBoundingClientRect().height; // style and layout of what was rendered
    times.push(performance.now() - t0);
    rows = container.querySelectorAll('tr').length;
    await new Promise((r) => setTimeout(r, 50));
    root.unmount();
    container.remove();
    await new Promise((r) => setTimeout(r, 50));
  }
  return { mode, times, rows, data: { teams: TEAMS, fixtures: fixtures.length, players: players.length } };
}

(window as unknown as { bench: unknown }).bench = { run };
