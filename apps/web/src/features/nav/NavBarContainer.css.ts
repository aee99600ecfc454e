import { style } from '@vanilla-extract/css';

/** Holds the avatar's place (32 px, as the avatar button) while its menu loads. */
export const avatarSlot = style({ display: 'inline-block', width: 32, height: 32 });
