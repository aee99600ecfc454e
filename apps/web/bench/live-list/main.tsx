import { ArenaUiProvider, type FootballMatchData, MatchList } from '@arena/ui';
import { Profiler, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/profiling';

// The page of `live-list.bench.ts`: the real MatchList with 2,000 football rows, driven at 100 score
// updates a second. `memo` updates the way the app's store does (a new array; only the changed row is a
// new object); `naive` replaces every row with a new object on each update (a full re-render). Each
// update is rendered synchronously (flushSync) so its React work is timed on its own; the Profiler
// build of react-dom reports each commit's render duration.

const ROWS = 2_000;
const names = ['阿森纳', 'Manchester City', 'Hà Nội FC', '北京国安', 'Bayern München', 'TP. Hồ Chí Minh', '皇家马德里', 'Juventus'];

function makeRows(): FootballMatchData[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: ROWS }, (_, i) => {
    const status = i < 1200 ? 4 : i < 1600 ? 1 : 8;
    return {
      id: 1 + i,
      status,
      competition_id: 82 + (i % 7),
      competition_short_name_zh: ['英超', '西甲', '意甲', '德甲', '中超', '越南甲', '法甲'][i % 7],
      primary_color: ['#3d195b', '#ee8707', '#024494', '#d20515', '#c8102e', '#c8102e', '#091c3e'][i % 7],
      home_team_name_zh: names[i % names.length],
      away_team_name_zh: names[(i + 3) % names.length],
      time: now - (i % 90) * 60,
      match_str: status === 4 ? String(1 + (i % 89)) : status === 8 ? 'FT' : '',
      home_score: status === 1 ? 0 : i % 4,
      away_score: status === 1 ? 0 : i % 3,
      half_score: '0-0',
      corner_kick: '2-1',
      home_yellow_card: i % 3,
      away_yellow_card: i % 2,
      home_red_card: 0,
      away_red_card: i % 11 === 0 ? 1 : 0,
    } satisfies FootballMatchData;
  });
}

let setRowsOutside: (rows: FootballMatchData[]) => void = () => undefined;
let current: FootballMatchData[] = makeRows();
const commits: number[] = [];

function Harness() {
  const [rows, setRows] = useState(current);
  setRowsOutside = setRows;
  return (
    <Profiler id="list" onRender={(_id, _phase, actualDuration) => commits.push(actualDuration)}>
      <MatchList sport="football" matches={rows} />
    </Profiler>
  );
}

/** One update: a minute tick on a live row, a goal one time in ten. */
function update(mode: 'memo' | 'naive', n: number): FootballMatchData[] {
  const i = Math.floor(Math.random() * 1200);
  const old = current[i]!;
  const goal = n % 10 === 0;
  const changed: FootballMatchData = {
    ...old,
    match_str: String((Number(old.match_str) % 90) + 1),
    home_score: (old.home_score ?? 0) + (goal ? 1 : 0),
  };
  if (mode === 'memo') {
    const next = current.slice();
    next[i] = changed;
    return next;
  }
  return current.map((r, j) => (j === i ? changed : { ...r }));
}

interface Result {
  mode: string;
  updates: number;
  wall: number[];
  commits: number[];
  longTasks: number;
  longTaskMs: number;
}

async function run(mode: 'memo' | 'naive', seconds: number, rate: number, maxUpdates = Number.POSITIVE_INFINITY): Promise<Result> {
  current = makeRows();
  flushSync(() => setRowsOutside(current));
  await new Promise((r) => setTimeout(r, 500));
  commits.length = 0;
  const wall: number[] = [];
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const total = Math.min(maxUpdates, Math.round(seconds * rate));
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    // Keep the schedule: update n is due at n / rate seconds.
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const next = update(mode, n);
    const t0 = performance.now();
    flushSync(() => setRowsOutside(next));
    wall.push(performance.now() - t0);
    current = next;
  }
  await new Promise((r) => setTimeout(r, 3_500)); // the goal flashes end
  observer.disconnect();
  return {
    mode,
    updates: total,
    wall,
    commits: commits.slice(),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((s, e) => s + e.duration, 0),
  };
}

(window as unknown as { bench: unknown }).bench = { run, rows: ROWS };
createRoot(document.getElementById('root')!).render(
  <ArenaUiProvider locale="zh">
    <Harness />
  </ArenaUiProvider>,
);
