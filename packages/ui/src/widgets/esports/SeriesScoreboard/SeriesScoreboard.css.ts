import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { phoneMedia } from '../../../tokens';

export { card, entityLink, figure, gameTag, live, muted, row, scroller, table, td, th, winner } from '../shared.css';

/** Home team, series score, away team: three columns that keep their places on a phone. */
export const teams = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: base.space.large,
  minHeight: 96,
  '@media': { [phoneMedia]: { gap: base.space.small } },
});
export const team = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.xsmall,
  minWidth: 0,
  textAlign: 'center',
  fontSize: base.size.large,
  fontWeight: base.weight.medium,
  overflowWrap: 'anywhere',
});
export const bigLogo = style({ width: 48, height: 48, objectFit: 'contain' });
export const score = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: base.space.xxsmall,
  fontSize: base.size.xxlarge,
  lineHeight: base.leading.xxlarge,
  fontWeight: base.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
export const scoreNote = style({
  fontSize: base.size.small,
  lineHeight: base.leading.small,
  fontWeight: base.weight.regular,
  color: vars.color.textMuted,
});
export const statName = style({ color: vars.color.textMuted, fontWeight: base.weight.regular });
export const state = style({ width: '100%', maxWidth: 480, alignSelf: 'center' });
/** Team names head the state's columns: long ones wrap instead of pushing the table wider than the card. */
export const teamHead = style({ whiteSpace: 'normal', overflowWrap: 'anywhere', width: '40%' });
