// The goal sound (spec §4: it plays for 6 seconds when voice is on), made by WebAudio rather than
// shipped as a file: a two-tone chime repeated every half second. Browsers start audio only after the
// user has interacted with the page; before that the sound is skipped silently.

export const GOAL_SOUND_SECONDS = 6;

type AudioContextCtor = new () => AudioContext;
let context: AudioContext | undefined;

/** Plays the goal sound; returns a function that stops it early. */
export function playGoalSound(seconds = GOAL_SOUND_SECONDS): () => void {
  const Ctor =
    (globalThis as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor }).AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return () => undefined;
  try {
    context ??= new Ctor();
    void context.resume().catch(() => undefined);
    const ctx = context;
    const start = ctx.currentTime + 0.02;
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0, start);
    const oscillator = ctx.createOscillator();
    oscillator.type = 'sine';
    for (let t = 0; t < seconds; t += 0.5) {
      oscillator.frequency.setValueAtTime(t % 1 === 0 ? 880 : 660, start + t);
      gain.gain.setValueAtTime(0.12, start + t);
      gain.gain.setValueAtTime(0, start + t + 0.3);
    }
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + seconds);
    return () => {
      try {
        oscillator.stop();
      } catch {
        // already stopped
      }
    };
  } catch {
    return () => undefined;
  }
}
