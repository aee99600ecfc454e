import { style } from '@vanilla-extract/css';
import { base, vars } from '../../../theme/vars.css';
import { input } from '../shared.css';

export { balance, counter, dialogBody, grow, legend, muted, panelTitle, row } from '../shared.css';

export const textArea = style([input, { minHeight: 72, resize: 'vertical', lineHeight: base.leading.small }]);

export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: base.space.xsmall,
  maxHeight: 240,
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${base.space.small}`,
  padding: base.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: base.size.small,
  overflowWrap: 'anywhere',
});

/** A horn's review state (spec §4): waiting, succeeded, failed; the word says it, the colour repeats it. */
export const status = style({
  fontWeight: base.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="0"]': { color: vars.color.caution },
    '&[data-status="1"]': { color: vars.color.positive },
    '&[data-status="2"]': { color: vars.color.critical },
  },
});
