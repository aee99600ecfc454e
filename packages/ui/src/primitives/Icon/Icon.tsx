import type { SVGAttributes } from 'react';

// Our own small SVG set (24×24, stroke icons).
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16l-4.3-4.3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.7C3.8 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronUp: 'M6 15l6-6 6 6',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 8v5m0-8.5V8',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  minus: 'M5 12h14',
  calendar: 'M4 6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6zm0 4h16M8 3v4M16 3v4',
  alert: 'M12 8v5m0 3.5v.5M10.3 3.9L2.5 17.5A2 2 0 0 0 4.2 20.5h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  inbox: 'M3 13l3-8h12l3 8v6H3v-6zm0 0h5l1 3h6l1-3h5',
  play: 'M8 5v14l11-7L8 5z',
  pause: 'M8.5 5.5v13M15.5 5.5v13',
  volume: 'M4 9.5h3.5L12 6v12l-4.5-3.5H4v-5zm11.5-1a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  volumeOff: 'M4 9.5h3.5L12 6v12l-4.5-3.5H4v-5zm11.5 0l5 5m0-5l-5 5',
  pictureInPicture: 'M3 5h18v14H3V5zm9 7h6.5v4.5H12V12z',
  fullscreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  danmaku: 'M4 5h16v11h-8.5L7 19.5V16H4V5zm4 4.5h8M8 12.5h5',
  fullscreenExit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  football: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l3.5 2.5-1.3 4h-4.4l-1.3-4L12 7z',
  basketball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8',
} as const;

export const iconNames = Object.keys(paths) as (keyof typeof paths)[];
export type IconName = keyof typeof paths;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Pixel size; default 20. */
  size?: number;
  /** A label makes the icon meaningful to screen readers; without one it is decorative. */
  label?: string;
}

export function Icon({ name, size = 20, label, ...rest }: IconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, aria-hidden otherwise (below)
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} fill={name === 'play' ? 'currentColor' : 'none'} />
    </svg>
  );
}
