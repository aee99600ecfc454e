import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { base, vars } from '../theme/vars.css';
import { breakpoints } from '../tokens';

// Atoms accept only token values: a raw colour or pixel size is a type error.
const responsive = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: base.space,
    padding: base.space,
    paddingTop: base.space,
    paddingBottom: base.space,
    paddingLeft: base.space,
    paddingRight: base.space,
    margin: base.space,
    marginTop: base.space,
    marginBottom: base.space,
    textAlign: ['left', 'center', 'right', 'start', 'end'],
    width: { full: '100%', auto: 'auto' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const look = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: base.radius,
    boxShadow: vars.shadow,
    fontWeight: base.weight,
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    zIndex: base.z,
  },
});

export const sprinkles = createSprinkles(responsive, look);
export type Sprinkles = Parameters<typeof sprinkles>[0];
