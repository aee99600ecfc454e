import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineArenaScores } from './element';

// <arena-scores> against a stubbed list call and a fake score socket (jsdom).

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
  }
  push(data: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ code: 100, data }) });
  }
}

const rows = [
  {
    id: 1,
    status: 4,
    competition_id: 129,
    home_team_id: 11,
    away_team_id: 12,
    home_team_name_zh: '那不勒斯',
    home_team_name_en: 'Napoli',
    away_team_name_zh: '国际米兰',
    away_team_name_en: 'Inter Milan',
    match_str: '60',
    home_score: 1,
    away_score: 0,
  },
  {
    id: 2,
    status: 2,
    competition_id: 120,
    home_team_id: 21,
    away_team_id: 22,
    home_team_name_zh: '<img src=x onerror=alert(1)>',
    home_team_name_en: '<img src=x onerror=alert(1)>',
    away_team_name_zh: '拜仁',
    away_team_name_en: 'Bayern',
    match_str: '12',
    home_score: 0,
    away_score: 0,
  },
  {
    id: 3,
    status: 8,
    competition_id: 120,
    home_team_id: 23,
    away_team_id: 24,
    home_team_name_en: 'Leipzig',
    away_team_name_en: 'Mainz',
    home_score: 3,
    away_score: 3,
  },
];
const calls: string[] = [];

beforeAll(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const data = url.includes('getHot') ? { websocket: 'ws://scores.example/ws' } : { data: rows, total: rows.length };
      return { json: async () => ({ code: 0, msg: 'ok', data }) };
    }),
  );
  defineArenaScores({ origin: 'http://scores.example' });
});

afterEach(() => {
  document.body.replaceChildren();
});

const shadowOf = (el: Element) => el.shadowRoot!;
const textRows = (el: Element) =>
  [...shadowOf(el).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent).join(' | '));

async function mount(attributes: Record<string, string>) {
  const el = document.createElement('arena-scores');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  document.body.append(el);
  await vi.waitFor(() => expect(shadowOf(el).querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  return el;
}

describe('<arena-scores>', () => {
  it('asks the script’s server for the list, shows it as a table in the locale, names as text only', async () => {
    const el = await mount({ sport: 'football', locale: 'en', limit: '10' });
    expect(calls.some((url) => url.startsWith('http://scores.example/api/Football/football_match?'))).toBe(true);
    expect(shadowOf(el).querySelector('caption')!.textContent).toBe('Live football scores');
    expect([...shadowOf(el).querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Time', 'Home', 'Score', 'Away']);
    expect(textRows(el)).toEqual([
      "60' | Napoli | 1 – 0 | Inter Milan",
      "12' | <img src=x onerror=alert(1)> | 0 – 0 | Bayern",
      'FT | Leipzig | 3 – 3 | Mainz',
    ]);
    expect(shadowOf(el).querySelector('img')).toBeNull();
  });

  it('limit and team filter the rows', async () => {
    expect(textRows(await mount({ limit: '1', locale: 'en' }))).toHaveLength(1);
    expect(textRows(await mount({ team: 'bayern', locale: 'en' }))).toEqual(["12' | <img src=x onerror=alert(1)> | 0 – 0 | Bayern"]);
  });

  it('a goal over the socket updates the score, marks the row and is announced politely', async () => {
    const el = await mount({ locale: 'en' });
    await vi.waitFor(() => expect(FakeSocket.all.some((s) => s.url === 'ws://scores.example/ws' && s.readyState === 1)).toBe(true));
    const socket = FakeSocket.all.find((s) => s.readyState === 1)!;
    expect(socket.sent.map((s) => JSON.parse(s).type)).toEqual(expect.arrayContaining(['register', 'classify']));
    socket.push({
      type: 'football_match',
      id: 1,
      status: 4,
      match_str: '61',
      home_score: 1,
      away_score: 1,
      half_score: '1-0',
      corner_kick: '0-0',
      home_yellow_card: 0,
      away_yellow_card: 0,
      home_red_card: 0,
      away_red_card: 0,
    });
    const tr = shadowOf(el).querySelector<HTMLElement>('tr[data-id="1"]')!;
    expect(tr.textContent).toContain('1 – 1');
    expect(tr.textContent).toContain("61'");
    expect(tr.dataset.goal).toBe('away');
    const status = shadowOf(el).querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    await vi.waitFor(() => expect(status.textContent).toBe("Goal! Inter Milan scores, Napoli 1–1 Inter Milan, 61'"));
  });

  it('given a match that kicks off after the list was fetched → its first frame brings it in without waiting for the refresh', async () => {
    const el = await mount({ locale: 'en' });
    await vi.waitFor(() => expect(FakeSocket.all.some((s) => s.readyState === 1)).toBe(true));
    const socket = FakeSocket.all.filter((s) => s.readyState === 1).at(-1)!;
    rows.unshift({
      id: 4,
      status: 2,
      competition_id: 129,
      home_team_id: 31,
      away_team_id: 32,
      home_team_name_en: 'Roma',
      away_team_name_en: 'Lazio',
      match_str: '2',
      home_score: 0,
      away_score: 0,
    } as (typeof rows)[number]);
    socket.push({
      type: 'football_match',
      id: 4,
      status: 2,
      match_str: '2',
      home_score: 0,
      away_score: 0,
      half_score: '0-0',
      corner_kick: '0-0',
      home_yellow_card: 0,
      away_yellow_card: 0,
      home_red_card: 0,
      away_red_card: 0,
    });
    await vi.waitFor(() => expect(textRows(el)[0]).toBe("2' | Roma | 0 – 0 | Lazio"), { timeout: 3_000 });
    rows.shift();
  });
});
