import { base, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.large, minWidth: 0 });
export const title = style({ margin: 0, fontSize: base.size.xlarge, lineHeight: base.leading.xlarge, color: vars.color.text });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.medium, minWidth: 0 });
/** The overview: the table beside the round and the scorers on a wide screen, one column on a narrow one. */
export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: base.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: base.size.large, lineHeight: base.leading.large, color: vars.color.text });
export const more = style({ alignSelf: 'flex-start' });
export const back = style({ fontSize: base.size.small });
