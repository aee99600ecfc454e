import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  colorRoles,
  darkColors,
  darkShadows,
  fontFamily,
  fontWeight,
  lightColors,
  motion,
  radii,
  shadows,
  space,
  typeScale,
  zIndex,
} from '../tokens';

const nulls = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>;

/** The one theme contract: every theme is a class that fills it. */
export const vars = createThemeContract({
  color: nulls(colorRoles),
  shadow: nulls(Object.keys(shadows) as (keyof typeof shadows)[]),
  duration: { fast: null, standard: null, slow: null },
});

/** Theme-independent tokens as CSS variables on :root. */
export const base = createGlobalTheme(':root', {
  space,
  radius: radii,
  font: { body: fontFamily.body, numeric: fontFamily.numeric },
  weight: fontWeight,
  size: Object.fromEntries(Object.entries(typeScale).map(([k, v]) => [k, v.fontSize])) as Record<keyof typeof typeScale, string>,
  leading: Object.fromEntries(Object.entries(typeScale).map(([k, v]) => [k, v.lineHeight])) as Record<keyof typeof typeScale, string>,
  easing: { standard: motion.easing },
  z: zIndex,
});

const durations = { fast: motion.fast, standard: motion.standard, slow: motion.slow };

export const lightTheme = createTheme(vars, { color: lightColors, shadow: shadows, duration: durations });
export const darkTheme = createTheme(vars, {
  color: darkColors,
  shadow: darkShadows,
  duration: durations,
});

// Reduced motion: every duration of either theme becomes instant.
for (const theme of [lightTheme, darkTheme]) {
  globalStyle(`.${theme}`, {
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        vars: { [vars.duration.fast]: '0ms', [vars.duration.standard]: '0ms', [vars.duration.slow]: '0ms' },
      },
    },
  });
}

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
