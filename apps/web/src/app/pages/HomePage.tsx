import Home from '../../features/home/HomePage';
import { HotStreamers } from '../../features/live/HotStreamers';
import { HomeScores } from '../../features/scores/HomeScores';

// /main composed here, so the home feature renders the scores and live features' panels without
// importing them (a feature imports no other feature: STYLE.md import zones).
export default function HomePage() {
  return <Home scores={<HomeScores />} streamers={<HotStreamers />} />;
}
