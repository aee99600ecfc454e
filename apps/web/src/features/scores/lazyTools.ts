// The lazy entry of /score-live's filter and settings dialogs (see ScoreBoard).
export { MatchFilters, ScoreSettings } from '@arena/ui';
