// A Poisson goals model (Maher 1982, the basis of Dixon–Coles): the home side scores
// Poisson(base · home · attack[h] · defence[a]) goals, the away side Poisson(base · attack[a] · defence[h]),
// independently. Attack above 1 scores more than an average team; defence above 1 concedes more.
//
// Fitted iteratively rather than with a general optimiser: with the other parameters fixed, each one
// has a closed-form maximiser (goals ÷ expected goals with that parameter at 1), so cycling through them
// climbs the likelihood to its maximum without a step size to tune, in a few dozen sweeps over a few
// hundred results. Each team's strengths carry a Gamma prior worth PRIOR_MATCHES average matches
// (maximum a posteriori): pure maximum likelihood gives a team that has not scored yet an attack of 0,
// hence a 0 % chance of winning, and swings wildly on the first two or three results of a season.

export interface MatchResult {
  home: number;
  away: number;
  hs: number;
  as: number;
  /** Kick-off, Unix seconds. */
  time: number;
}

export interface PoissonFit {
  base: number;
  home: number;
  attack: ReadonlyMap<number, number>;
  defence: ReadonlyMap<number, number>;
  /** Results fitted on, and the latest kick-off among them (0 when none). */
  results: number;
  until: number;
}

/** Strength of the prior: this many average matches' worth of goals for and against. */
export const PRIOR_MATCHES = 2;
/** Goals per side per match before there is any result to fit (a typical football league). */
const DEFAULT_BASE = 1.35;
const SWEEPS = 200;
const TOLERANCE = 1e-10;

export function fitPoisson(results: readonly MatchResult[]): PoissonFit {
  const teams = new Set<number>();
  for (const r of results) teams.add(r.home).add(r.away);
  const attack = new Map([...teams].map((t) => [t, 1]));
  const defence = new Map([...teams].map((t) => [t, 1]));
  const until = results.reduce((m, r) => Math.max(m, r.time), 0);
  if (results.length === 0) return { base: DEFAULT_BASE, home: 1, attack, defence, results: 0, until };
  const goals = results.reduce((s, r) => s + r.hs + r.as, 0);
  let base = Math.max(0.1, goals / (2 * results.length));
  let home = 1;
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let change = 0;
    const prior = PRIOR_MATCHES * base;
    // attack[t] = (goals scored + prior) / (expected with attack 1 + prior)
    const scored = new Map<number, [number, number]>();
    const conceded = new Map<number, [number, number]>();
    const add = (m: Map<number, [number, number]>, t: number, g: number, e: number) => {
      const cell = m.get(t) ?? [0, 0];
      cell[0] += g;
      cell[1] += e;
      m.set(t, cell);
    };
    for (const r of results) {
      add(scored, r.home, r.hs, base * home * defence.get(r.away)!);
      add(scored, r.away, r.as, base * defence.get(r.home)!);
    }
    for (const [t, [g, e]] of scored) {
      const next = (g + prior) / (e + prior);
      change = Math.max(change, Math.abs(next - attack.get(t)!));
      attack.set(t, next);
    }
    for (const r of results) {
      add(conceded, r.away, r.hs, base * home * attack.get(r.home)!);
      add(conceded, r.home, r.as, base * attack.get(r.away)!);
    }
    for (const [t, [g, e]] of conceded) {
      const next = (g + prior) / (e + prior);
      change = Math.max(change, Math.abs(next - defence.get(t)!));
      defence.set(t, next);
    }
    // Strengths are relative: keep their mean at 1 so `base` stays goals per side of average teams.
    normalise(attack);
    normalise(defence);
    // Then home advantage (with the same prior, so no home goals yet is not "home sides never score") and the goals per side.
    let homeGoals = 0;
    let homeTerm = 0;
    let awayTerm = 0;
    for (const r of results) {
      homeGoals += r.hs;
      homeTerm += attack.get(r.home)! * defence.get(r.away)!;
      awayTerm += attack.get(r.away)! * defence.get(r.home)!;
    }
    const nextHome = (homeGoals + prior) / (base * homeTerm + prior);
    const nextBase = goals / (nextHome * homeTerm + awayTerm);
    change = Math.max(change, Math.abs(nextHome - home), Math.abs(nextBase - base));
    home = nextHome;
    base = nextBase;
    if (change < TOLERANCE) break;
  }
  return { base, home, attack, defence, results: results.length, until };
}

function normalise(m: Map<number, number>) {
  const mean = [...m.values()].reduce((s, v) => s + v, 0) / m.size;
  for (const [k, v] of m) m.set(k, v / mean);
}

/** Expected goals of each side; a team the fit has never seen counts as average. */
export function expectedGoals(fit: PoissonFit, homeTeam: number, awayTeam: number): [number, number] {
  const att = (t: number) => fit.attack.get(t) ?? 1;
  const def = (t: number) => fit.defence.get(t) ?? 1;
  return [fit.base * fit.home * att(homeTeam) * def(awayTeam), fit.base * att(awayTeam) * def(homeTeam)];
}

export interface Outcome3 {
  home: number;
  draw: number;
  away: number;
}

/** Home win / draw / away win of two independent Poisson scores, summed to 15 goals a side and scaled to sum to 1. */
export function outcomeProbabilities(lambdaHome: number, lambdaAway: number, maxGoals = 15): Outcome3 {
  const pmf = (lambda: number) => {
    const out: number[] = [];
    let p = Math.exp(-lambda);
    for (let k = 0; k <= maxGoals; k++) {
      out.push(p);
      p = (p * lambda) / (k + 1);
    }
    return out;
  };
  const ph = pmf(lambdaHome);
  const pa = pmf(lambdaAway);
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let x = 0; x <= maxGoals; x++) {
    for (let y = 0; y <= maxGoals; y++) {
      const p = ph[x]! * pa[y]!;
      if (x > y) home += p;
      else if (x === y) draw += p;
      else away += p;
    }
  }
  const total = home + draw + away;
  return { home: home / total, draw: draw / total, away: away / total };
}
