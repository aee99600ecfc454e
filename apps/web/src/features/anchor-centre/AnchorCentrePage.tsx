import {
  type BroadcastRecord,
  type Contributor,
  ErrorState,
  GoLivePanel,
  type IncomePeriod,
  IncomeReport,
  type IncomeRow,
  type IngestInfo,
  type RoomCategory,
  RoomSettings,
  type RoomSettingsValue,
} from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { roomHref } from '../../lib/roomCard';
import { uploadImageWithProgress } from '../../lib/uploadImage';
import { session } from '../../session/store';
import * as styles from './AnchorCentrePage.css';
import {
  endLive,
  fetchContributors,
  fetchIncome,
  fetchIngest,
  fetchRecords,
  fetchSettings,
  reserveMatch,
  resetStreamKey,
  saveAnnouncement,
  saveSettings,
  startLive,
} from './api';
import { RoomTeam } from './RoomTeam';

/** How often the live state and records are read again: a push from OBS takes the room live by itself. */
const REFRESH_MS = 5_000;

type Settings = Awaited<ReturnType<typeof fetchSettings>>;
/** A row of Live/getRoomList (the contract's Paged leaves its items untyped). */
interface RecordRow {
  id?: number;
  title?: string;
  starttime?: number;
  endtime?: number;
  duration?: number;
  viewers?: number;
  peak_viewers?: number;
  gift_income?: number;
}

const toRoom = (s: Settings): RoomSettingsValue => ({
  title: s.title ?? '',
  type: (s.type === 1 || s.type === 2 ? s.type : 0) as RoomCategory,
  matchId: s.match_id || undefined,
  thumb: s.thumb ?? '',
  announcement: s.announcement ?? '',
});

/**
 * The anchor centre (`/member?type=9`, issue 15), a streamer's dashboard as Huya, Douyu and Twitch have
 * one: going live (push address and stream key for OBS, start / end), the room's settings, cover,
 * announcement and reserved matches, broadcast records and gift income by day or week with the
 * period's contributors. The live state and records are read again every few seconds, since a push
 * from OBS starts and ends the broadcast without this page.
 */
export default function AnchorCentrePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const uid = session.user?.id ?? 0;
  const [failed, setFailed] = useState<string | null>(null);
  const [ingest, setIngest] = useState<IngestInfo | null>(null);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [records, setRecords] = useState<BroadcastRecord[] | null>(null);
  const [period, setPeriod] = useState<IncomePeriod>('day');
  const [income, setIncome] = useState<IncomeRow[] | null>(null);
  const [contributors, setContributors] = useState<Contributor[] | null>(null);

  const loadIngest = useCallback(
    () => fetchIngest().then((d) => setIngest({ pushUrl: d.push_url ?? '', streamKey: d.stream_key ?? '' })),
    [],
  );
  const loadState = useCallback(
    () =>
      Promise.all([
        fetchSettings().then(setSettings),
        fetchRecords().then((page) =>
          setRecords(
            ((page.data ?? []) as RecordRow[]).map((r) => ({
              id: r.id ?? 0,
              title: r.title ?? '',
              starttime: r.starttime ?? 0,
              endtime: r.endtime ?? 0,
              duration: r.duration ?? 0,
              peakViewers: r.peak_viewers ?? r.viewers ?? 0,
              giftIncome: r.gift_income,
            })),
          ),
        ),
      ]),
    [],
  );
  const load = useCallback(() => {
    setFailed(null);
    Promise.all([loadIngest(), loadState()]).catch((err: Error) => setFailed(err.message));
  }, [loadIngest, loadState]);
  useEffect(load, [load]);

  useEffect(() => {
    const timer = setInterval(() => void loadState().catch(() => undefined), REFRESH_MS);
    return () => clearInterval(timer);
  }, [loadState]);

  useEffect(() => {
    setIncome(null);
    setContributors(null);
    fetchIncome(period).then(
      (d) => setIncome((d.items ?? []).map((i) => ({ period: i.date ?? '', amount: i.income ?? 0, gifts: i.gifts ?? 0 }))),
      () => setIncome([]),
    );
    fetchContributors(period).then(
      (d) => setContributors((d.items ?? []).map((c) => ({ uid: c.uid ?? 0, nickname: c.user_nickname ?? '', total: c.amount ?? 0 }))),
      () => setContributors([]),
    );
  }, [period]);

  const room = useMemo(() => (settings ? toRoom(settings) : null), [settings]);

  if (failed) {
    return <ErrorState title={intl.formatMessage({ id: 'app.anchorCentre.loadFailed' })} message={failed} onRetry={load} />;
  }

  return (
    <div className={styles.page}>
      <GoLivePanel
        ingest={ingest}
        live={Boolean(settings?.islive)}
        roomHref={roomHref(uid)}
        onNavigate={navigate}
        onStart={async () => {
          await startLive();
          await loadState();
        }}
        onEnd={async () => {
          await endLive();
          await loadState();
        }}
        onResetKey={async () => {
          const d = await resetStreamKey();
          setIngest({ pushUrl: d.push_url ?? '', streamKey: d.stream_key ?? '' });
        }}
      />
      <RoomSettings
        room={room}
        onSave={async (v) => {
          await saveSettings({ title: v.title, type: v.type, match_id: v.matchId ?? 0 });
          await loadState();
        }}
        onUpload={uploadImageWithProgress}
        onCover={async (thumb) => {
          await saveSettings({ thumb });
        }}
        onAnnouncement={async (text) => {
          await saveAnnouncement(text);
        }}
        onReserve={async (matchId, type) => {
          await reserveMatch(matchId, type);
        }}
      />
      <RoomTeam uid={uid} />
      <IncomeReport records={records} income={income} period={period} onPeriodChange={setPeriod} contributors={contributors} />
    </div>
  );
}
