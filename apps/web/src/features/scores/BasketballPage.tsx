import { ScoreBoard } from './ScoreBoard';

/** /basketball: the basketball scores (spec §2 tab 1). */
export default function BasketballPage() {
  return <ScoreBoard fixedSport="basketball" />;
}
