export { type StandingScope, type StandingsData, StandingsPanel, type StandingsPanelProps, standingScopes } from './StandingsPanel';
