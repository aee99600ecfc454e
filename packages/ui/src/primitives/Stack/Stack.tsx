import { Children, type ReactNode } from 'react';
import type { Space } from '../../tokens';
import { Box, type BoxProps } from '../Box/Box';

export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  /** Space between children, a token. */
  space?: Space;
  /** Cross-axis alignment. */
  align?: (typeof stackAligns)[number];
  children?: ReactNode;
}

/** Children stacked vertically with token spacing. */
export function Stack({ space = 'medium', align = 'stretch', children, ...rest }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={align} {...rest}>
      {Children.toArray(children)}
    </Box>
  );
}

export interface InlineProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> {
  space?: Space;
  align?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  /** Vertical alignment of the items. */
  alignY?: 'flex-start' | 'center' | 'flex-end' | 'baseline';
  children?: ReactNode;
}

/** Children in a row that wraps, with token spacing. */
export function Inline({ space = 'small', align = 'flex-start', alignY = 'center', children, ...rest }: InlineProps) {
  return (
    <Box display="flex" flexDirection="row" flexWrap="wrap" gap={space} justifyContent={align} alignItems={alignY} {...rest}>
      {children}
    </Box>
  );
}
