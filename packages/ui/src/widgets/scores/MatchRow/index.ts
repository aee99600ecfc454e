export {
  BasketballMatchRow,
  type BasketballMatchRowProps,
  CollectStar,
  type CollectStarProps,
  FootballMatchRow,
  type FootballMatchRowProps,
} from './MatchRow';
