import { ScoreBoard } from './ScoreBoard';

/** /football: the football scores (spec §2 tab 1). */
export default function FootballPage() {
  return <ScoreBoard fixedSport="football" />;
}
