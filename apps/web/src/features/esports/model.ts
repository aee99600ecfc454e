import type { components, LiveRoom } from '@arena/api-client';
import type { EsportsRow } from '@arena/realtime';
import type { EsportsStandingData, EsportsTeamData, GameStateData, PlayerStatData, RoomCardData, SeriesData, SeriesPhase } from '@arena/ui';
import { matchLine, roomCard } from '../../lib/roomCard';

// The server's esports rows (openapi Esports*) as the esports widgets draw them (@arena/ui types).
// Kept apart from the pages so the mapping is tested on its own.

type Schemas = components['schemas'];
export type EsportsMatch = Schemas['EsportsMatch'];
type GameState = Schemas['EsportsGameState'];

/** EsportsMatch / EsportsGameState `status`: 1 in progress, 2 not started, 3 finished. */
export const phaseOf = (status: number | undefined): SeriesPhase => (status === 1 ? 'live' : status === 3 ? 'finished' : 'upcoming');

/** Team names are brands, the same in every language (openapi EsportsTeam): one `name` serves all. */
export const teamOf = (t: Schemas['EsportsTeam']): EsportsTeamData => ({ id: t.id, name: t.name, logo: t.logo });

/** de_inferno → Inferno, de_dust2 → Dust2: the name players call the map. */
export function mapName(map: string | null | undefined): string | null {
  if (!map) return null;
  const bare = map.replace(/^[a-z]+_/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** One game's state, with its winner as a side (the series' home or away team). */
export function gameOf(g: GameState, homeId: number): GameStateData {
  const { home, away } = g;
  const both = (a: number | null, b: number | null) => a !== null && b !== null;
  return {
    number: g.number,
    phase: phaseOf(g.status),
    winner: g.winner_id === null ? null : g.winner_id === homeId ? 'home' : 'away',
    map: mapName(g.map),
    duration: g.duration,
    ...(both(home.kills, away.kills) ? { home_kills: home.kills!, away_kills: away.kills! } : {}),
    ...(both(home.towers, away.towers) ? { home_towers: home.towers!, away_towers: away.towers! } : {}),
    ...(both(home.gold, away.gold) ? { gold_lead: home.gold! - away.gold! } : {}),
    ...(both(home.rounds, away.rounds) ? { home_rounds: home.rounds!, away_rounds: away.rounds! } : {}),
    ...(home.half_rounds && away.half_rounds
      ? { halves: home.half_rounds.map((h, i) => ({ home: h, away: away.half_rounds![i] ?? 0 })) }
      : {}),
    ...(both(home.money, away.money) ? { home_economy: home.money!, away_economy: away.money! } : {}),
  };
}

/**
 * A series row (a list's, or a detail's `match` merged with pushes). `games` are the detail's games
 * (played and in progress); a list row knows only its `live` game. A pushed `live` game newer than the
 * fetched ones replaces or extends them, so the detail moves without waiting for its re-fetch.
 */
export function seriesOf(row: EsportsRow & EsportsMatch, games?: readonly GameState[]): SeriesData {
  const byNumber = new Map<number, GameState>();
  for (const g of games ?? []) byNumber.set(g.number, g);
  if (row.live) byNumber.set(row.live.number, row.live);
  return {
    id: row.id,
    game: row.game,
    league_id: row.league_id,
    league_name_zh: row.league_name_zh,
    league_name_zht: row.league_name_zht,
    league_name_en: row.league_name_en,
    league_name_vi: row.league_name_vi,
    phase: phaseOf(row.status),
    best_of: row.best_of,
    start_time: row.start_time,
    home: teamOf(row.home),
    away: teamOf(row.away),
    home_score: row.home_score,
    away_score: row.away_score,
    games: [...byNumber.values()].sort((a, b) => a.number - b.number).map((g) => gameOf(g, row.home.id)),
  };
}

export function playersOf(game: Schemas['EsportsGame'], homeId: number): PlayerStatData[] {
  return game.players.map((p) => ({
    id: p.player_id,
    side: p.team_id === homeId ? 'home' : 'away',
    name: p.nickname,
    hero: p.hero,
    kills: p.kills,
    deaths: p.deaths,
    assists: p.assists,
    ...(p.cs !== null ? { last_hits: p.cs } : {}),
    ...(p.gold !== null ? { gold: p.gold } : {}),
    ...(p.adr !== null ? { adr: p.adr } : {}),
  }));
}

export const standingsOf = (rows: readonly Schemas['EsportsStandingRow'][]): EsportsStandingData[] =>
  rows.map((r) => ({
    rank: r.rank,
    team: teamOf(r.team),
    played: r.played,
    won: r.wins,
    lost: r.losses,
    maps_won: r.map_wins,
    maps_lost: r.map_losses,
    map_diff: r.map_diff,
  }));

export const detailHref = (id: number) => `/gamingDetail?id=${id}`;
export const leagueHref = (id: number) => `/gamingLeague?id=${id}`;

/** A room's card: its bound series as "T1 1 - 1 BLG · BO3" (team tags are brands, the same in every language). */
export function esportsCard(room: LiveRoom, bestOf: (n: number) => string): RoomCardData {
  const s = room.esports;
  return roomCard(
    room,
    s ? `${s.home.short_name} ${s.home_score} - ${s.away_score} ${s.away.short_name} · ${bestOf(s.best_of)}` : matchLine(room),
  );
}
