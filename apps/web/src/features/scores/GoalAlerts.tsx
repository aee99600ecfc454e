import type { CardEvent, GoalEvent } from '@arena/realtime';
import { type GoalPopupItem, GoalPopupStack, LiveAnnouncer, langOf, nameOf, useAnnounce } from '@arena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchMatches, type SportKey } from './api/matches';
import { scoreSettings } from './settings';
import { playGoalSound } from './sound';
import { loadRows, rowsStore } from './store';

// Goal pop-ups anywhere in the app (issue 5): the shared ScoreStore finds goals by comparing a match's
// new score with the old one (WIRE.md); a score that goes down is a correction, shown as such. Cards
// follow the game settings (red, yellow), the sound the voice setting. Screen readers hear alerts
// through this one polite live region, throttled; it holds only the latest alert, never the list.

const MAX_ITEMS = 6;
const ANNOUNCE_INTERVAL_MS = 4_000;
let sequence = 0;

type Row = Record<string, unknown>;
const names = (sport: 0 | 1, row: Row, lang: 'zh' | 'en' | 'vi') =>
  sport === 0
    ? { home: nameOf(row, 'home_team_name', lang), away: nameOf(row, 'away_team_name', lang) }
    : {
        home: nameOf(row.home_team_data as Row | undefined, 'short_name', lang),
        away: nameOf(row.away_team_data as Row | undefined, 'short_name', lang),
      };

function Alerts() {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  const langRef = useRef(lang);
  langRef.current = lang;
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const announce = useAnnounce();
  const [items, setItems] = useState<GoalPopupItem[]>([]);

  useEffect(() => {
    const store = rowsStore();
    let disposed = false;

    // Rows the socket speaks of before any page loaded them: fetched in small batches, so alerts have names.
    const pending: Record<SportKey, Set<number>> = { football: new Set(), basketball: new Set() };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchPending = () => {
      timer = undefined;
      for (const sport of ['football', 'basketball'] as const) {
        const ids = [...pending[sport]];
        pending[sport].clear();
        if (ids.length)
          void fetchMatches(sport, { ids }).then(
            (rows) => !disposed && loadRows(sport, rows),
            () => undefined,
          );
      }
    };
    const offUnknown = store.on('unknown', ({ sport, id }) => {
      pending[sport === 0 ? 'football' : 'basketball'].add(id);
      timer ??= setTimeout(fetchPending, 250);
    });
    // The matches in play now, so the first goal already has its teams' names.
    void fetchMatches('football', { status: 1 }).then(
      (rows) => !disposed && loadRows('football', rows),
      () => undefined,
    );

    const push = (item: Omit<GoalPopupItem, 'key'>, spoken: string) => {
      if (disposed) return;
      sequence += 1;
      // The key is fixed now: React runs the updater later, when two alerts may have counted on.
      const key = `alert-${sequence}`;
      setItems((list) => [...list, { ...item, key }].slice(-MAX_ITEMS));
      announce(spoken);
    };
    const whenNamed = (sport: 0 | 1, id: number, show: (row: Row) => void) => {
      const row = store.get(sport, id) as Row | undefined;
      if (row && names(sport, row, 'zh').home) return show(row);
      // A match known only from its frames: fetch its names first (the score is the frame's).
      void fetchMatches(sport === 0 ? 'football' : 'basketball', { ids: [id] }).then(
        (rows) => show({ ...(rows[0] ?? {}), ...(store.get(sport, id) as Row) }),
        () => row && show(row),
      );
    };
    const goalOrCorrection = (kind: 'goal' | 'correction') => (event: GoalEvent) =>
      whenNamed(event.sport, event.id, (row) => {
        const { home, away } = names(event.sport, row, langRef.current);
        const side = event.iszhu === 1 ? 'home' : 'away';
        const t = intlRef.current;
        push(
          {
            kind,
            matchId: event.id,
            minute: event.sport === 0 ? event.match_str || undefined : undefined,
            home,
            away,
            homeScore: event.home_score,
            awayScore: event.away_score,
            side,
            previous: kind === 'correction' ? { home: event.previous.home_score, away: event.previous.away_score } : undefined,
          },
          t.formatMessage(
            { id: kind === 'goal' ? 'app.scores.alert.goal' : 'app.scores.alert.correction' },
            { team: side === 'home' ? home : away, home, away, homeScore: event.home_score, awayScore: event.away_score },
          ),
        );
        if (kind === 'goal' && scoreSettings.game.voice) playGoalSound();
      });
    const offGoal = store.on('goal', goalOrCorrection('goal'));
    const offCorrection = store.on('correction', goalOrCorrection('correction'));
    const offCard = store.on('card', (event: CardEvent) => {
      if (!scoreSettings.game[event.color]) return;
      whenNamed(0, event.id, (row) => {
        const { home, away } = names(0, row, langRef.current);
        const side = event.iszhu === 1 ? 'home' : 'away';
        push(
          {
            kind: event.color,
            matchId: event.id,
            minute: event.match_str || undefined,
            home,
            away,
            homeScore: Number(row.home_score ?? 0),
            awayScore: Number(row.away_score ?? 0),
            side,
          },
          intlRef.current.formatMessage({ id: `app.scores.alert.${event.color}` }, { team: side === 'home' ? home : away, home, away }),
        );
      });
    });
    return () => {
      disposed = true;
      clearTimeout(timer);
      offUnknown();
      offGoal();
      offCorrection();
      offCard();
    };
  }, [announce]);

  const onClose = useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []);
  return <GoalPopupStack items={items} onClose={onClose} autoCloseMs={8_000} />;
}

/** Mounted once in the shell (lazily): pop-ups, sound and the one polite live region for score alerts. */
export default function GoalAlerts() {
  return (
    <LiveAnnouncer minInterval={ANNOUNCE_INTERVAL_MS}>
      <Alerts />
    </LiveAnnouncer>
  );
}
