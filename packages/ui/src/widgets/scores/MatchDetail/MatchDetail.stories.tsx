import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  basketballLive,
  footballLive,
  footballUpcoming,
  headToHead,
  lineups,
  oddsMovements,
  standings,
  stats,
  timeline,
} from '../fixtures';
import { HeadToHead, MatchLineups, MatchScoreboard, MatchStats, MatchTimeline, OddsHistory, StandingsTable } from '.';

const meta = {
  title: 'Widgets/Scores/MatchDetail',
  component: MatchScoreboard,
  args: { sport: 'football', match: footballLive },
} satisfies Meta<typeof MatchScoreboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scoreboard: Story = {};
export const ScoreboardNotStarted: Story = { args: { match: footballUpcoming } };
export const ScoreboardBasketball: Story = { args: { sport: 'basketball', match: basketballLive } };
/** Goals, a disallowed goal, cards, a substitution; latest first. */
export const Timeline: Story = { render: () => <MatchTimeline events={timeline} /> };
export const TimelineEmpty: Story = { render: () => <MatchTimeline events={[]} /> };
export const Stats: Story = { render: () => <MatchStats stats={stats} /> };
/** Players with a database id link to their pages (issue 19). */
export const LineupsLinked: Story = {
  render: () => {
    const withIds = (l: typeof lineups.home, base: number) => ({
      ...l,
      starters: l.starters.map((p, i) => ({ ...p, id: base + i })),
      substitutes: l.substitutes.map((p, i) => ({ ...p, id: base + 50 + i })),
    });
    return (
      <MatchLineups
        home={withIds(lineups.home, 1000)}
        away={withIds(lineups.away, 2000)}
        homeName="Arsenal"
        awayName="Manchester City"
        playerHref={(id) => `/base-football?player=${id}`}
      />
    );
  },
};
export const Lineups: Story = {
  render: () => <MatchLineups home={lineups.home} away={lineups.away} homeName="Arsenal" awayName="Manchester City" />,
};
/** Odds movements in play, with suspended markets (封). */
export const Odds: Story = { render: () => <OddsHistory sport="football" movements={oddsMovements} /> };
export const Standings: Story = { render: () => <StandingsTable title="英超 · EPL" rows={standings} highlight={[1, 2]} /> };
export const HeadToHeadPanel: Story = {
  name: 'Head-to-head',
  render: () => (
    <HeadToHead
      homeName="Arsenal"
      awayName="Manchester City"
      summary={headToHead.summary}
      history={headToHead.history}
      homeRecent={headToHead.homeRecent}
      awayRecent={headToHead.awayRecent}
    />
  ),
};
