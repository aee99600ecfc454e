import { describe, expect, it } from 'vitest';
import { leagueZones } from './zones';

describe('leagueZones', () => {
  it('splits a 20-team football league 4 / 2 / 3 and the seed’s 8-team leagues 2 / 1 / 1', () => {
    expect(leagueZones(0, 20)).toEqual([
      { kind: 'champions', from: 1, to: 4 },
      { kind: 'continental', from: 5, to: 6 },
      { kind: 'relegation', from: 18, to: 20 },
    ]);
    expect(leagueZones(0, 8).map((z) => [z.from, z.to])).toEqual([
      [1, 2],
      [3, 3],
      [8, 8],
    ]);
  });
  it('sends a basketball league’s top half to the play-offs; no zones in a tiny table', () => {
    expect(leagueZones(1, 8)).toEqual([{ kind: 'qualify', from: 1, to: 4 }]);
    expect(leagueZones(0, 3)).toEqual([]);
  });
});
