import { describe, expect, it } from 'vitest';
import { competitionHref, matchHref, playerHref, sportOfType, teamHref } from './databaseLinks';

describe('database links', () => {
  it('keep to the routes of SPEC §2, teams and players by query', () => {
    expect(competitionHref('football', 82)).toBe('/base-football?id=82');
    expect(teamHref('basketball', 101)).toBe('/base-basketball?team=101');
    expect(playerHref('football', 7)).toBe('/base-football?player=7');
    expect(matchHref('basketball', 9)).toBe('/score-detail?id=9&type=1');
    expect(sportOfType(1)).toBe('basketball');
    expect(sportOfType(0)).toBe('football');
  });
});
