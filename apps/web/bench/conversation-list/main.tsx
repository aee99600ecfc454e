import { ArenaUiProvider, ConversationList, type ConversationSummary } from '@arena/ui';
import { createRoot } from 'react-dom/client';

// The page of `conversation-list.bench.ts`: the real ConversationList of @arena/ui with 1,000
// conversations (issue 16: a user with 1,000 conversations) in a 600 px column, as the messaging
// screen shows it. `run` scrolls it down and back up at a steady pace, one step per animation frame,
// and records each frame's time (the gap between animation frames) and the long tasks meanwhile.

const COUNT = 1_000;
const NOW = Date.now();
const names = ['球场老王', 'Nguyễn Văn Hùng', 'Arena 客服', '北京国安球迷会', 'Manchester fan', '解说小李', 'Trần Thị Mai', '篮球夜话'];

const conversations: ConversationSummary[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `C2C${1000 + i}`,
  kind: i % 9 === 0 ? 'group' : 'user',
  name: `${names[i % names.length]} ${i + 1}`,
  unread: i % 7 === 0 ? (i % 130) + 1 : 0,
  service: i === 2,
  last: {
    kind: i % 11 === 0 ? 'image' : 'text',
    text: `第 ${i + 1} 条消息：今晚八点开播[微笑]，记得来看 https://arena.example/live?uid=${i}`,
    time: Math.floor(NOW / 1000) - i * 600,
    fromMe: i % 3 === 0,
  },
}));

interface Result {
  frames: number[];
  distance: number;
  longTasks: number;
  longTaskMs: number;
}

const frame = () => new Promise<number>((r) => requestAnimationFrame(r));

/** Scrolls to the end and back, `step` px a frame; each frame's time in ms. */
async function run(step: number): Promise<Result> {
  const scroller = document.querySelector('ul[aria-label]')!.parentElement!;
  scroller.scrollTop = 0;
  for (let i = 0; i < 10; i++) await frame();
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const frames: number[] = [];
  let last = await frame();
  let distance = 0;
  for (const direction of [1, -1]) {
    // Until the scroller stops moving: the end (rows off screen have an estimated height until shown,
    // so the end is not known in advance) or the top.
    for (let still = 0; still < 3 && frames.length < 20_000; ) {
      const before = scroller.scrollTop;
      scroller.scrollTop = before + direction * step;
      const t = await frame();
      frames.push(t - last);
      last = t;
      const moved = Math.abs(scroller.scrollTop - before);
      distance += moved;
      still = moved < 1 ? still + 1 : 0;
    }
  }
  observer.disconnect();
  return { frames, distance, longTasks: longTasks.length, longTaskMs: longTasks.reduce((s, e) => s + e.duration, 0) };
}

(window as unknown as { bench: unknown }).bench = { run, count: COUNT };
createRoot(document.getElementById('root')!).render(
  <ArenaUiProvider locale="zh">
    <div style={{ height: 600, width: 320, display: 'flex' }}>
      <ConversationList conversations={conversations} selectedId="C2C1003" onSelect={() => undefined} now={NOW} />
    </div>
  </ArenaUiProvider>,
);
