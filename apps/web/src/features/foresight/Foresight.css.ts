import { base, vars } from '@arena/ui/css';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: base.space.large, paddingTop: base.space.large, minWidth: 0 });
export const title = style({ margin: 0, fontSize: base.size.xlarge, lineHeight: base.leading.xlarge, color: vars.color.text });
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: base.size.small, maxWidth: '80ch' });
/** Previews beside the model's record on a wide screen; the record first on a narrow one. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: base.space.xlarge,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const aside = style({ '@media': { 'screen and (max-width: 991px)': { order: -1 } } });
