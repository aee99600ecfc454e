/** Seconds since the epoch, the unit of every time on the wire (WIRE.md). */
export const unix = (ms: number) => Math.floor(ms / 1000);
