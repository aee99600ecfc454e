import { type BasketballRow, bindScores, type FootballRow, type GoalEvent, ScoreStore, type Sport } from '@arena/realtime';
import { type Locale, localeOf, t } from './i18n/index';
import { basketballView, type Filters, footballView, matchesFilters, type RowView, type SportName } from './rows';
import { acquireSocket } from './socket';
import { css } from './styles';

// <arena-scores sport league team locale theme limit>: live scores in shadow DOM, no framework.
// The first list comes from the server that served the script; the shared score socket keeps it
// moving (reconnection and backoff are the ScoreSocket's; on `resync` the list is fetched again).
// User text (team names) only ever goes through textContent.

type AnyRow = FootballRow | BasketballRow;

const GOAL_MARK_MS = 6_000;
const ANNOUNCE_EVERY_MS = 3_000;
const REFRESH_MS = 60_000;
/** How soon the list is fetched again after a frame for a match not on screen. */
const SOON_MS = 1_000;
const MAX_LIMIT = 100;

export interface ArenaScoresOptions {
  /** The server (origin) to ask; the script's own origin by default. */
  origin: string;
}

export function defineArenaScores(options: ArenaScoresOptions, name = 'arena-scores'): void {
  if (customElements.get(name)) return;

  class ArenaScores extends HTMLElement {
    static observedAttributes = ['sport', 'league', 'team', 'locale', 'theme', 'limit', 'origin'];

    private readonly root: ShadowRoot;
    private readonly table: HTMLTableElement;
    private readonly caption: HTMLTableCaptionElement;
    private readonly head: HTMLTableRowElement;
    private readonly body: HTMLTableSectionElement;
    private readonly note: HTMLParagraphElement;
    private readonly live: HTMLDivElement;
    private readonly link: HTMLAnchorElement;
    private readonly rows = new Map<
      number,
      { tr: HTMLTableRowElement; cells: HTMLTableCellElement[]; timer?: ReturnType<typeof setTimeout> }
    >();
    private ids: number[] = [];
    private session: { stop(): void } | undefined;
    private restartQueued = false;
    private pending: string[] = [];
    private announceTimer: ReturnType<typeof setTimeout> | undefined;
    private lastAnnounce = 0;

    constructor() {
      super();
      this.root = this.attachShadow({ mode: 'open' });
      // A constructed stylesheet where the browser has them: a page with a strict CSP (ours, or the
      // embedding site's) allows it without 'unsafe-inline' (issue 12); <style> elsewhere.
      let style: HTMLStyleElement | undefined;
      if ('adoptedStyleSheets' in this.root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        this.root.adoptedStyleSheets = [sheet];
      } else {
        style = document.createElement('style');
        style.textContent = css;
      }
      this.table = document.createElement('table');
      this.caption = this.table.createCaption();
      const thead = this.table.createTHead();
      this.head = thead.insertRow();
      for (const cls of ['time', 'home', 'score', 'away']) {
        const th = document.createElement('th');
        th.scope = 'col';
        th.className = cls;
        this.head.append(th);
      }
      this.body = this.table.createTBody();
      this.note = document.createElement('p');
      this.note.className = 'note';
      this.live = document.createElement('div');
      this.live.className = 'sr';
      this.live.setAttribute('role', 'status');
      this.live.setAttribute('aria-live', 'polite');
      this.live.setAttribute('aria-atomic', 'true');
      const foot = document.createElement('div');
      foot.className = 'foot';
      this.link = document.createElement('a');
      this.link.target = '_blank';
      this.link.rel = 'noopener';
      foot.append(this.link);
      this.root.append(...(style ? [style] : []), this.table, this.note, this.live, foot);
    }

    connectedCallback() {
      this.start();
    }

    disconnectedCallback() {
      this.stop();
    }

    attributeChangedCallback(_name: string, old: string | null, value: string | null) {
      if (old === value || !this.isConnected || this.restartQueued) return;
      this.restartQueued = true;
      queueMicrotask(() => {
        this.restartQueued = false;
        if (!this.isConnected) return;
        this.stop();
        this.start();
      });
    }

    get sport(): SportName {
      return this.getAttribute('sport') === 'basketball' ? 'basketball' : 'football';
    }

    get locale(): Locale {
      return localeOf(this.getAttribute('locale') ?? document.documentElement.lang);
    }

    get limit(): number {
      const n = Number.parseInt(this.getAttribute('limit') ?? '', 10);
      return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_LIMIT) : 10;
    }

    get filters(): Filters {
      const league = Number.parseInt(this.getAttribute('league') ?? '', 10);
      return { league: Number.isFinite(league) ? league : undefined, team: this.getAttribute('team') ?? undefined };
    }

    private get origin(): string {
      const own = this.getAttribute('origin');
      try {
        if (own) return new URL(own).origin;
      } catch {
        // not a URL: the script's origin
      }
      return options.origin;
    }

    private start() {
      const sportName = this.sport;
      const sport: Sport = sportName === 'football' ? 0 : 1;
      const locale = this.locale;
      const origin = this.origin;
      const filters = this.filters;
      const limit = this.limit;
      const store = new ScoreStore();
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let failures = 0;
      let soon: ReturnType<typeof setTimeout> | undefined;
      const heard = new Set<number>();
      let loaded = false;

      this.labels(locale, sportName, origin);
      this.clearRows();
      this.showNote(t(locale, 'embed.loading'));

      const fetchRows = async (): Promise<AnyRow[]> => {
        const call = sport === 0 ? 'api/Football/football_match' : 'api/Basketball/getList';
        const query = new URLSearchParams({
          status: '0',
          page: '1',
          limit: String(MAX_LIMIT),
          tz: String(-new Date().getTimezoneOffset()),
        });
        if (filters.league !== undefined) query.set('competition_id', String(filters.league));
        const response = await fetch(`${origin}/${call}?${query}`);
        const body = (await response.json()) as { code?: number; data?: { data?: AnyRow[] } };
        if (body.code !== 0 || !Array.isArray(body.data?.data)) throw new Error(`the list call answered ${body.code}`);
        return body.data.data.filter((row) => matchesFilters(sportName, row, filters)).slice(0, limit);
      };

      const load = async () => {
        if (retry !== undefined) clearTimeout(retry);
        retry = undefined;
        let shown: AnyRow[] = [];
        try {
          // Frames that arrive while the list is fetched are replayed on top of it (ScoreStore.sync).
          await store.sync(sport, async () => (shown = await fetchRows()));
          failures = 0;
        } catch {
          if (stopped) return;
          failures++;
          if (this.ids.length === 0) this.showNote(t(locale, 'embed.error'));
          retry = setTimeout(() => void load(), Math.min(30_000, 2_000 * 2 ** Math.min(failures, 4)));
          return;
        }
        if (stopped) return;
        const keep = new Set(shown.map((row) => row.id));
        store.remove(
          sport,
          this.ids.filter((id) => !keep.has(id)),
        );
        this.renderList(
          shown.map((row) => store.get(sport, row.id) ?? row),
          sportName,
          locale,
        );
        loaded = true;
        retry = setTimeout(() => void load(), REFRESH_MS);
      };

      const { socket, release } = acquireSocket(origin, sport);
      const offs = [
        bindScores(socket, store),
        store.on('change', ({ sport: s, id, row }) => {
          if (s === sport && this.rows.has(id)) this.updateRow(this.view(sportName, row, locale));
        }),
        store.on('unknown', ({ sport: s, id }) => {
          if (s !== sport || this.rows.has(id) || !loaded) return; // before the first list, sync replays it
          // A match that is not on screen (one that just kicked off, or one the filters leave out):
          // forget it, and fetch the list again soon the first time it is heard of.
          store.remove(sport, [id]);
          if (heard.has(id)) return;
          heard.add(id);
          if (soon === undefined)
            soon = setTimeout(() => {
              soon = undefined;
              void load();
            }, SOON_MS);
        }),
        store.on('goal', (goal) => {
          if (this.rows.has(goal.id)) this.goal(goal, locale);
        }),
        store.on('correction', (event) => {
          if (!this.rows.has(event.id)) return;
          const v = this.view(sportName, event.row, locale);
          this.announce(t(locale, 'embed.correction', { home: v.home, away: v.away, homeScore: v.homeScore, awayScore: v.awayScore }));
        }),
        socket.on('resync', () => void load()),
      ];
      void load();

      this.session = {
        stop: () => {
          stopped = true;
          if (retry !== undefined) clearTimeout(retry);
          if (soon !== undefined) clearTimeout(soon);
          for (const off of offs) off();
          release();
        },
      };
    }

    private stop() {
      this.session?.stop();
      this.session = undefined;
      if (this.announceTimer !== undefined) clearTimeout(this.announceTimer);
      this.announceTimer = undefined;
      this.pending = [];
    }

    private view(sport: SportName, row: Readonly<AnyRow>, locale: Locale): RowView {
      return sport === 'football' ? footballView(row as FootballRow, locale) : basketballView(row as BasketballRow, locale);
    }

    private labels(locale: Locale, sport: SportName, origin: string) {
      this.caption.textContent = t(locale, sport === 'football' ? 'embed.caption.football' : 'embed.caption.basketball');
      const ids = ['embed.col.time', 'embed.col.home', 'embed.col.score', 'embed.col.away'] as const;
      ids.forEach((id, i) => {
        this.head.cells[i]!.textContent = t(locale, id);
      });
      this.link.textContent = t(locale, 'embed.poweredBy');
      this.link.href = `${origin}/score-live`;
      this.setAttribute('lang', locale === 'zh' ? 'zh-CN' : locale);
    }

    private showNote(text: string) {
      this.note.textContent = text;
      this.note.hidden = !text;
    }

    private clearRows() {
      for (const entry of this.rows.values()) if (entry.timer) clearTimeout(entry.timer);
      this.rows.clear();
      this.ids = [];
      this.body.replaceChildren();
    }

    private renderList(list: readonly Readonly<AnyRow>[], sport: SportName, locale: Locale) {
      const next = new Map<number, { tr: HTMLTableRowElement; cells: HTMLTableCellElement[]; timer?: ReturnType<typeof setTimeout> }>();
      const trs: HTMLTableRowElement[] = [];
      for (const row of list) {
        let entry = this.rows.get(row.id);
        if (!entry) {
          const tr = document.createElement('tr');
          tr.dataset.id = String(row.id);
          const cells = ['time', 'home', 'score', 'away'].map((cls) => {
            const td = document.createElement('td');
            td.className = cls;
            tr.append(td);
            return td;
          });
          entry = { tr, cells };
        }
        next.set(row.id, entry);
        trs.push(entry.tr);
      }
      for (const [id, entry] of this.rows) if (!next.has(id) && entry.timer) clearTimeout(entry.timer);
      this.rows.clear();
      for (const [id, entry] of next) this.rows.set(id, entry);
      this.ids = list.map((row) => row.id);
      this.body.replaceChildren(...trs);
      for (const row of list) this.updateRow(this.view(sport, row, locale));
      this.showNote(list.length ? '' : t(locale, 'embed.empty'));
    }

    private updateRow(v: RowView) {
      const entry = this.rows.get(v.id);
      if (!entry) return;
      const [time, home, score, away] = entry.cells as [
        HTMLTableCellElement,
        HTMLTableCellElement,
        HTMLTableCellElement,
        HTMLTableCellElement,
      ];
      entry.tr.dataset.phase = v.phase;
      setText(time, v.time);
      setText(home, v.home);
      setText(score, v.homeScore || v.awayScore ? `${v.homeScore} – ${v.awayScore}` : '–');
      setText(away, v.away);
    }

    /** Marks the row for a few seconds and tells screen readers (throttled, one polite region). */
    private goal(goal: GoalEvent, locale: Locale) {
      const entry = this.rows.get(goal.id);
      if (!entry) return;
      entry.tr.dataset.goal = goal.iszhu === 1 ? 'home' : 'away';
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = setTimeout(() => {
        delete entry.tr.dataset.goal;
        entry.timer = undefined;
      }, GOAL_MARK_MS);
      const v = footballView(goal.row as FootballRow, locale);
      this.announce(
        t(locale, 'embed.goal', {
          team: goal.iszhu === 1 ? v.home : v.away,
          home: v.home,
          away: v.away,
          homeScore: v.homeScore,
          awayScore: v.awayScore,
          minute: v.time,
        }),
      );
    }

    private announce(text: string) {
      this.pending.push(text);
      if (this.pending.length > 3) this.pending.splice(0, this.pending.length - 3);
      if (this.announceTimer !== undefined) return;
      const wait = Math.max(0, this.lastAnnounce + ANNOUNCE_EVERY_MS - Date.now());
      this.announceTimer = setTimeout(() => {
        this.announceTimer = undefined;
        this.lastAnnounce = Date.now();
        this.live.textContent = this.pending.splice(0).join(' ');
      }, wait);
    }
  }

  customElements.define(name, ArenaScores);
}

function setText(node: Node, text: string) {
  if (node.textContent !== text) node.textContent = text;
}
