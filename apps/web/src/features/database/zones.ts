import type { StandingZone } from '@arena/ui';

// Where a league's places lead (issue 19: zone colours in the standings). The contract carries no
// zones, so the page derives them from the table's size the way the big leagues split theirs: about
// a fifth of the table to the Champions League, the next tenth to the other European cups, the bottom
// 15 % relegated (20 teams: 4, 2, 3; the seed's 8: 2, 1, 1). A cup's groups send their first two on;
// a basketball league's top half makes the play-offs.

export function leagueZones(sport: 0 | 1 | number, teams: number): StandingZone[] {
  if (teams < 4) return [];
  if (sport === 1) return [{ kind: 'qualify', from: 1, to: Math.floor(teams / 2) }];
  const champions = Math.max(1, Math.round(teams / 5));
  const continental = Math.max(1, Math.round(teams / 10));
  const relegation = Math.max(1, Math.round(teams * 0.15));
  return [
    { kind: 'champions', from: 1, to: champions },
    { kind: 'continental', from: champions + 1, to: champions + continental },
    { kind: 'relegation', from: teams - relegation + 1, to: teams },
  ];
}

export const GROUP_ZONES: StandingZone[] = [{ kind: 'qualify', from: 1, to: 2 }];
