import { useIntl } from 'react-intl';
import { EmptyState } from '../../../primitives/Feedback/Feedback';
import { langOf, nameOf } from '../format';
import * as styles from './MatchDetail.css';
import type { PlayerData } from './types';

// One of the match detail panels (issue 5). Shapes follow openapi (TimelineEvent, StatLine, Lineup,
// OddsMovement, StandingRow, BattleRow); names are picked in the interface language.

export interface TimelineEventData {
  seq: number;
  minute: number;
  side: 'home' | 'away';
  kind: 'goal' | 'goal_disallowed' | 'yellow' | 'red' | 'corner' | 'substitution';
  player?: PlayerData | null;
  assist?: PlayerData | null;
  player_out?: PlayerData | null;
}

export interface MatchTimelineProps {
  events: readonly TimelineEventData[];
}

/** Goals, disallowed goals, cards, corners and substitutions, latest first. */
export function MatchTimeline({ events }: MatchTimelineProps) {
  const intl = useIntl();
  const lang = langOf(intl.locale);
  if (events.length === 0) return <EmptyState title={intl.formatMessage({ id: 'ui.matchDetail.noEvents' })} />;
  const sorted = [...events].sort((a, b) => b.minute - a.minute || b.seq - a.seq);
  return (
    <ol className={styles.timeline} aria-label={intl.formatMessage({ id: 'ui.matchDetail.timeline' })}>
      {sorted.map((e) => {
        const who = nameOf(e.player ?? undefined, 'name', lang);
        const text = [
          intl.formatMessage({ id: `ui.matchDetail.event.${e.kind}` }),
          who,
          e.kind === 'substitution' && e.player_out
            ? intl.formatMessage({ id: 'ui.matchDetail.replaces' }, { name: nameOf(e.player_out, 'name', lang) })
            : '',
          e.assist ? intl.formatMessage({ id: 'ui.matchDetail.assist' }, { name: nameOf(e.assist, 'name', lang) }) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        const side = intl.formatMessage({ id: `ui.matchDetail.${e.side}` });
        return (
          <li key={e.seq} className={styles.event}>
            <span className={styles.eventHome}>
              {e.side === 'home' ? (
                <span className={styles.kind} data-kind={e.kind}>
                  {text}
                </span>
              ) : null}
            </span>
            <span
              className={styles.minute}
              role="img"
              aria-label={`${intl.formatMessage({ id: 'ui.goalPopup.minute' }, { minute: e.minute })} ${side}`}
            >
              {e.minute}'
            </span>
            <span>
              {e.side === 'away' ? (
                <span className={styles.kind} data-kind={e.kind}>
                  {text}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
