import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// SPEC §3 game and immediately settings: their defaults, kept in local storage across a reload; and the
// goal sound (SPEC §4: 6 seconds).

async function fresh() {
  vi.resetModules();
  return import('./settings');
}

beforeEach(() => localStorage.clear());

describe('score settings', () => {
  it('start from SPEC §3 defaults: red, voice, yellow = true, false, true; value1–4 = true, true, false, false', async () => {
    const { scoreSettings, rowDisplayOf } = await fresh();
    expect(scoreSettings.game).toEqual({ red: true, voice: false, yellow: true });
    expect(scoreSettings.immediately).toEqual({ value1: true, value2: true, value3: false, value4: false });
    expect(rowDisplayOf(scoreSettings.immediately)).toEqual({ cards: true, halfTime: true, odds: false, corners: false });
  });

  it('given the voice turned on and odds shown → after a reload they are still so; junk in storage falls back to defaults', async () => {
    const first = await fresh();
    first.scoreSettings.game = { ...first.scoreSettings.game, voice: true };
    first.scoreSettings.immediately = { ...first.scoreSettings.immediately, value3: true };
    await new Promise((r) => setTimeout(r, 0)); // valtio notifies subscribers asynchronously
    const reloaded = await fresh();
    expect(reloaded.scoreSettings.game.voice).toBe(true);
    expect(reloaded.scoreSettings.immediately.value3).toBe(true);

    localStorage.setItem('gameSettings', '{"red":"yes"');
    expect((await fresh()).scoreSettings.game).toEqual({ red: true, voice: false, yellow: true });
  });
});

describe('goal sound', () => {
  const original = (globalThis as { AudioContext?: unknown }).AudioContext;
  afterEach(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = original;
  });

  it('plays for 6 seconds of audio time and can be stopped early', async () => {
    const stops: (number | undefined)[] = [];
    class FakeContext {
      currentTime = 10;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({ connect: () => undefined, gain: { setValueAtTime: () => undefined } });
      createOscillator = () => ({
        type: '',
        frequency: { setValueAtTime: () => undefined },
        connect: () => undefined,
        start: () => undefined,
        stop: (at?: number) => stops.push(at),
      });
    }
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeContext;
    vi.resetModules();
    const { playGoalSound, GOAL_SOUND_SECONDS } = await import('./sound');
    expect(GOAL_SOUND_SECONDS).toBe(6);
    const stop = playGoalSound();
    expect(stops).toHaveLength(1);
    expect(stops[0]! - 10).toBeCloseTo(6.02, 5);
    stop();
    expect(stops).toEqual([stops[0], undefined]);
  });
});
