import { useEffect, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../session/store';
import { fetchReservations, toggleReservation } from './api/rooms';
import * as styles from './Live.css';
import { MemberSection } from './MemberSection';
import { roomHref } from './rooms';

interface Row {
  id: number;
  match_id: number;
  live_type?: number;
  match_time?: number;
  name?: string;
  home_name?: string;
  away_name?: string;
  uid?: number;
  user_nickname?: string;
}

/** `/reserve`: the user's reserved matches, with the room that will show each and an unreserve button. */
export default function ReservePage() {
  const intl = useIntl();
  const { user } = useSnapshot(session);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    fetchReservations(1, 50).then(
      (d) => setRows((d.data ?? []) as Row[]),
      (e) => setError(e instanceof Error ? e.message : String(e)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the user changes
  useEffect(() => {
    if (user) void load();
  }, [user]);
  const unreserve = async (row: Row) => {
    await toggleReservation({ uid: Number(row.uid), match_id: row.match_id, type: row.live_type === 1 ? 1 : 0 }).catch(() => undefined);
    void load();
  };
  return (
    <MemberSection id="reserve-title" title={intl.formatMessage({ id: 'app.live.reserveTitle' })} loggedIn={Boolean(user)} error={error}>
      {rows == null ? (
        <p role="status">{intl.formatMessage({ id: 'ui.live.rooms.loading' })}</p>
      ) : rows.length === 0 ? (
        <p>{intl.formatMessage({ id: 'app.live.noReservations' })}</p>
      ) : (
        <ul className={styles.rankPage}>
          {rows.map((r) => (
            <li key={r.id} className={styles.rankPageRow}>
              <span>{r.match_time ? <FormattedDate value={r.match_time * 1000} dateStyle="medium" timeStyle="short" /> : null}</span>
              <span>{r.name}</span>
              <strong className={styles.grow}>
                {r.home_name} - {r.away_name}
              </strong>
              {r.uid ? <Link to={roomHref(r.uid)}>{r.user_nickname}</Link> : null}
              <button type="button" className={styles.linkButton} onClick={() => void unreserve(r)}>
                {intl.formatMessage({ id: 'app.live.unreserve' })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
