import { squad } from '../../seed/players';
import { between, hash, prng } from '../../seed/prng';
import { BASKETBALL_FINAL, basketballScript } from './basketball';
import { footballTimeline, type Side } from './football';
import { basketballStats } from './stats';

// Each player's line of a finished match (player_match_stats), from the same script as the match: the
// simulator writes them in the transaction of the final whistle, so the database pages agree with the
// live score to the goal. Football from the timeline; basketball splits each team's points, rebounds
// and assists (the match statistics) among its players.

export interface PlayerLine {
  player_id: number;
  team_id: number;
  started: 0 | 1;
  minutes: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  points: number;
  rebounds: number;
}

const blank = (player_id: number, team_id: number, started: 0 | 1): PlayerLine => ({
  player_id,
  team_id,
  started,
  minutes: 0,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  points: 0,
  rebounds: 0,
});

/** The players who took part in a football match, with minutes, goals and assists that stood, and cards. */
export function footballLines(id: number, homeTeamId: number, awayTeamId: number): PlayerLine[] {
  const teams = { home: homeTeamId, away: awayTeamId };
  const lines = new Map<number, PlayerLine & { from: number; to: number | null }>();
  for (const side of ['home', 'away'] as const) {
    for (const p of squad(teams[side], 0).starters) lines.set(p.id, { ...blank(p.id, teams[side], 1), from: 0, to: null });
  }
  const goals: Record<Side, Array<{ scorer?: number; assist?: number }>> = { home: [], away: [] };
  const line = (playerId: number | undefined) => (playerId === undefined ? undefined : lines.get(playerId));
  for (const e of footballTimeline(id, homeTeamId, awayTeamId)) {
    switch (e.kind) {
      case 'goal': {
        goals[e.side].push({ scorer: e.player?.id, assist: e.assist?.id });
        const scorer = line(e.player?.id);
        if (scorer) scorer.goals += 1;
        const passer = line(e.assist?.id);
        if (passer) passer.assists += 1;
        break;
      }
      case 'goal_disallowed': {
        // Cancels that side's latest goal, and with it its assist (as the score does).
        const goal = goals[e.side].pop();
        const scorer = line(goal?.scorer);
        if (scorer) scorer.goals -= 1;
        const passer = line(goal?.assist);
        if (passer) passer.assists -= 1;
        break;
      }
      case 'yellow': {
        const booked = line(e.player?.id);
        if (booked) booked.yellow_cards += 1;
        break;
      }
      case 'red': {
        const off = line(e.player?.id);
        if (off) {
          off.red_cards += 1;
          off.to = e.minute;
        }
        break;
      }
      case 'substitution': {
        if (!e.player || !e.player_out) break;
        const out = line(e.player_out.id);
        if (out) out.to = e.minute;
        lines.set(e.player.id, { ...blank(e.player.id, teams[e.side], 0), from: e.minute, to: null });
        break;
      }
      default:
        break;
    }
  }
  return [...lines.values()].map(({ from, to, ...l }) => ({ ...l, minutes: Math.max(1, (to ?? 90) - from) }));
}

/** Splits `total` into integers in proportion to `weights` (largest remainder), so they add up exactly. */
export function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

const REBOUNDING: Record<string, number> = { PG: 0.6, SG: 0.7, SF: 1, PF: 1.4, C: 1.7 };
const PASSING: Record<string, number> = { PG: 1.9, SG: 1.1, SF: 0.9, PF: 0.6, C: 0.5 };

/**
 * The players who played in a basketball match: minutes (240 a team, 25 more an overtime), and the
 * team's points, rebounds and assists of the final statistics shared out among them.
 */
export function basketballLines(id: number, homeTeamId: number, awayTeamId: number): PlayerLine[] {
  const periods = basketballScript(id);
  const stats = basketballStats(id, BASKETBALL_FINAL);
  const stat = (key: string, side: Side) => Number(stats.find((s) => s.key === key)?.[side] ?? 0);
  const teamMinutes = 240 + 25 * Math.max(0, periods.length - 4);
  const out: PlayerLine[] = [];
  for (const [side, teamId] of [
    ['home', homeTeamId],
    ['away', awayTeamId],
  ] as const) {
    const rand = prng(hash(`lines:${id}:${teamId}`));
    const s = squad(teamId, 1);
    const players = [...s.starters, ...s.substitutes];
    const starterMinutes = s.starters.map(() => between(rand, 26, 38));
    // Most of the bench plays; the last one or two may not get on.
    const benchWeights = s.substitutes.map((_, i) => (i < 5 || rand() < 0.4 ? 0.5 + rand() : 0));
    const benchMinutes = split(teamMinutes - starterMinutes.reduce((a, b) => a + b, 0), benchWeights);
    const minutes = [...starterMinutes, ...benchMinutes];
    const usage = players.map((_, i) => minutes[i]! * (0.6 + rand() * 0.8));
    const points = split(stat('points', side), usage);
    const rebounds = split(
      stat('rebounds', side),
      players.map((p, i) => minutes[i]! * (REBOUNDING[p.position] ?? 1) * (0.7 + rand() * 0.6)),
    );
    const assists = split(
      stat('assists', side),
      players.map((p, i) => minutes[i]! * (PASSING[p.position] ?? 1) * (0.7 + rand() * 0.6)),
    );
    for (const [i, p] of players.entries()) {
      if (minutes[i]! <= 0) continue;
      out.push({
        ...blank(p.id, teamId, i < s.starters.length ? 1 : 0),
        minutes: minutes[i]!,
        points: points[i]!,
        rebounds: rebounds[i]!,
        assists: assists[i]!,
      });
    }
  }
  return out;
}
