export { RankPanel, type RankPanelProps, type RankRow } from './RankPanel';
