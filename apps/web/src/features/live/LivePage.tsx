import type { BackpackGift, Gift, GuardTier, RankEntry, RoomInfo } from '@arena/api-client';
import { HORN_GROUP, type ImMessage, parseRoomMessage } from '@arena/realtime';
import {
  type BackpackItem,
  type ChatConnection,
  type ChatLine,
  ChatPane,
  type Combo,
  DanmakuLayer,
  type DanmakuLayerHandle,
  type DanmakuSettings,
  DanmakuSettingsPanel,
  DEFAULT_DANMAKU_SETTINGS,
  GiftEffect,
  type GiftEffectProps,
  type GiftItem,
  GiftPanel,
  GuardDialog,
  HornBanner,
  nextCombo,
  Player,
  PlayerControl,
  Popover,
  RankPanel,
  type RankRow,
  RedEnvelopeDialog,
  RoomHeader,
} from '@arena/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api';
import { refreshProfile } from '../../session/actions';
import { imClient, imReady } from '../../session/im';
import { notify } from '../../session/notices';
import { openLogin, session } from '../../session/store';
import * as styles from './Live.css';
import { takeRoomInfo } from './preload';
import { RoomHorn } from './RoomHorn';
import { RoomNoble } from './RoomNoble';
import { RoomPlaybacks } from './RoomPlaybacks';
import { giftName, type RoomView, viewOfMessage } from './roomEvents';
import { connectRoomGroup } from './roomGroup';
import { useLiveScore } from './useLiveScore';
import { useReserved } from './useReserved';

const MAX_LINES = 200;
const DANMAKU_KEY = 'danmakuSettings';

function readDanmakuSettings(): DanmakuSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(DANMAKU_KEY) ?? 'null') as Partial<DanmakuSettings> | null;
    return { ...DEFAULT_DANMAKU_SETTINGS, ...(saved ?? {}) };
  } catch {
    return DEFAULT_DANMAKU_SETTINGS;
  }
}

const toRankRows = (rows: RankEntry[]): RankRow[] =>
  rows.map((r) => ({
    uid: Number(r.uid),
    name: r.user_nickname ?? '',
    avatar: r.avatar,
    amount: Number(r.amount ?? 0),
    guard: Boolean(r.is_guard),
  }));

/** The rest of the room renders after the Player at the latest this long after the page, ms. */
const RENDER_REST_MS = 1_500;

/** The live room (`/live?uid=<streamer>`): player, danmaku, chat through the IM facade, gifts, ranks. */
export default function LivePage() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('zh') ? 'zh' : intl.locale.slice(0, 2);
  const [params] = useSearchParams();
  const uid = Number(params.get('uid') ?? params.get('id'));
  const { user } = useSnapshot(session);
  const [room, setRoom] = useState<RoomInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [online, setOnline] = useState<number | undefined>();
  const [connection, setConnection] = useState<ChatConnection>('connecting');
  const [gifts, setGifts] = useState<Gift[] | null>(null);
  const [backpack, setBackpack] = useState<BackpackGift[]>([]);
  const [daily, setDaily] = useState<RankRow[] | null>(null);
  const [weekly, setWeekly] = useState<RankRow[] | null>(null);
  const [tiers, setTiers] = useState<GuardTier[]>([]);
  const [guardOpen, setGuardOpen] = useState(false);
  const [red, setRed] = useState<{
    open: boolean;
    envelope: { id: number; nick: string; title: string } | null;
    received: { amount: number } | null;
  }>({ open: false, envelope: null, received: null });
  const [horn, setHorn] = useState<{ nick: string; content: string } | null>(null);
  const [effect, setEffect] = useState<GiftEffectProps['effect']>(null);
  const [combo, setCombo] = useState<Combo | null>(null);
  const [settings, setSettings] = useState<DanmakuSettings>(readDanmakuSettings);
  const [announcement, setAnnouncement] = useState<string | undefined>();
  const [reserved, setReserved] = useReserved(user ? Number(user.id) : null, room?.reserve?.match_id);
  const danmaku = useRef<DanmakuLayerHandle>(null);

  const changeSettings = (next: DanmakuSettings) => {
    setSettings(next);
    localStorage.setItem(DANMAKU_KEY, JSON.stringify(next));
  };

  // ── Room info (retried while the stream is first prepared) ──
  const loadRoom = useCallback(async () => {
    // The route's preload asked already (time to first frame); later loads ask again.
    const info = await (takeRoomInfo(uid) ?? api.get('/api/Live_streaming/getRoomInfo', { query: { uid } }));
    setRoom(info);
    setAnnouncement(info.userData?.announcement);
    return info;
  }, [uid]);
  useEffect(() => {
    if (!uid) return;
    let stop = false;
    setRoom(null);
    setFailed(null);
    const attempt = async () => {
      try {
        const info = await loadRoom();
        if (!stop && info.info?.stream_status === 'preparing') setTimeout(() => void (!stop && attempt()), 2_000);
      } catch (err) {
        if (!stop) setFailed(err instanceof Error ? err.message : String(err));
      }
    };
    void attempt();
    return () => {
      stop = true;
    };
  }, [uid, loadRoom]);

  const loadRanks = useCallback(() => {
    void api.get('/api/Live_streaming/roomRanking', { query: { uid, type: 0 } }).then(
      (r) => setDaily(toRankRows(r ?? [])),
      () => setDaily([]),
    );
    void api.get('/api/Live_streaming/roomRanking', { query: { uid, type: 1 } }).then(
      (r) => setWeekly(toRankRows(r ?? [])),
      () => setWeekly([]),
    );
  }, [uid]);
  useEffect(() => {
    if (!uid) return;
    loadRanks();
    void api.get('/api/Gift/getList').then(setGifts, () => setGifts([]));
    void api.get('/api/Guard/getList').then(
      (t) => setTiers(t ?? []),
      () => undefined,
    );
  }, [uid, loadRanks]);
  useEffect(() => {
    if (!user) return;
    void api.get('/api/Gift/getUserGiftList').then(
      (b) => setBackpack(b ?? []),
      () => undefined,
    );
  }, [user]);

  // ── What a room event does on screen ──
  const show = useCallback(
    (view: RoomView) => {
      if (view.line) setLines((l) => [...l.slice(-MAX_LINES + 1), view.line!]);
      if (view.danmaku) danmaku.current?.add(view.danmaku);
      if (view.gift) {
        const g = view.gift;
        if (g.fullScreen)
          setEffect({ key: `${g.uid}-${Date.now()}`, nick: g.nick, name: g.name, icon: g.icon, num: g.num, seconds: g.seconds });
        loadRanks();
      }
      if (view.red) setRed({ open: true, envelope: view.red, received: null });
      if (view.horn) setHorn(view.horn);
      if (view.announcement !== undefined) setAnnouncement(view.announcement);
      if (view.live !== undefined) void loadRoom().catch(() => undefined);
    },
    [loadRanks, loadRoom],
  );

  // ── The room group through the IM facade ──
  useEffect(() => {
    if (!uid) return;
    return connectRoomGroup(imClient(), imReady, uid, {
      onMessage: (m: ImMessage) => {
        if (m.conversationID === `GROUP${HORN_GROUP}`) {
          const data = parseRoomMessage(m);
          if (data?.type === 121) setHorn({ nick: data.user_nickname, content: data.content });
          return;
        }
        const view = viewOfMessage(m, uid, locale);
        if (view) show(view);
      },
      onCount: setOnline,
      onConnection: setConnection,
    });
  }, [uid, locale, show]);

  const pull = room?.info?.islive ? room.info.pull : null;
  const match = room?.info?.match_id
    ? {
        id: Number(room.info.match_id),
        sport: room.info.type === 1 ? ('basketball' as const) : ('football' as const),
        initial: { home: Number(room.info.home_score ?? 0), away: Number(room.info.away_score ?? 0), clock: null },
      }
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one socket per match, whatever else the room info changes
  const stableMatch = useMemo(() => match, [match?.id]);
  const score = useLiveScore(stableMatch);

  const giftItems: GiftItem[] = useMemo(
    () => (gifts ?? []).map((g) => ({ id: g.id, name: giftName(g, locale), icon: g.gifticon, price: Number(g.needcoin), type: g.type })),
    [gifts, locale],
  );
  const backpackItems: BackpackItem[] = backpack.map((b) => ({
    giftId: Number(b.gift_id),
    name: giftName({ giftname: b.giftname ?? '', giftname_en: b.giftname_en, giftname_vi: b.giftname_vi }, locale),
    icon: b.gifticon ?? '',
    num: Number(b.num ?? 0),
  }));

  // Time to first frame: the first renders of the room are its header and the Player, so the Player
  // attaches its video (the stream already started by the route's preload) without waiting for the
  // gift panel, ranks, chat and past broadcasts to render. Those follow once the picture is up (or
  // the player has settled in another state), or after RENDER_REST_MS at the latest.
  const [rest, setRest] = useState(false);
  const onPlayerState = useCallback((state: string) => {
    if (state !== 'loading') setRest(true);
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setRest(true), RENDER_REST_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!uid) return <p role="alert">{intl.formatMessage({ id: 'app.live.noRoom' })}</p>;
  if (failed) return <p role="alert">{intl.formatMessage({ id: 'app.live.error' }, { message: failed })}</p>;

  const sendBarrage = async (text: string) => {
    // The server stores the line and sends it to the room's group, the sender included (IM 105).
    const sent = await api.get('/api/Barrage/send', { query: { uid, info: text } });
    if (sent.balance != null && session.user) session.user = { ...session.user, balance: sent.balance };
  };

  const sendGift = async ({ giftId, num, fromBackpack }: { giftId: number; num: number; fromBackpack: boolean }) => {
    const result = await api.get('/api/member/handselGift', {
      query: { gift_id: giftId, anchor_id: uid, type: fromBackpack ? 1 : 0, num },
    });
    if (result.balance != null && session.user) session.user = { ...session.user, balance: result.balance };
    setCombo((c) => nextCombo(c, { sender: 'me', giftId, num }, Date.now()));
    // The line, the effect and the rank refresh follow the group's gift message (IM 100), which the
    // sender receives too; the ranks are refreshed here as well in case the IM is down.
    loadRanks();
    if (fromBackpack)
      void api.get('/api/Gift/getUserGiftList').then(
        (b) => setBackpack(b ?? []),
        () => undefined,
      );
    void refreshProfile().catch(() => undefined);
  };

  const follow = async () => {
    if (!user) return openLogin();
    const r = await api.post('/api/Member/attention', { body: { id: uid } });
    setRoom((old) => (old ? { ...old, userData: { ...old.userData, is_attention: r.is_attention } } : old));
  };
  const share = async () => {
    const href = window.location.href;
    await api.post('/api/Live_streaming/share', { body: { uid } }).catch(() => undefined);
    await navigator.clipboard?.writeText(href).catch(() => undefined);
    notify(intl.formatMessage({ id: 'app.live.shared' }), 'positive');
  };
  const reserve = room?.reserve ? { label: `${room.reserve.home_name ?? ''} - ${room.reserve.away_name ?? ''}`, reserved } : null;
  const reserveMatch = async () => {
    if (!user) return openLogin();
    if (!room?.reserve?.match_id) return;
    const r = await api.post('/api/Live_streaming/reserveMatch', {
      body: { uid, match_id: room.reserve.match_id, type: room.info?.type === 1 ? 1 : 0 },
    });
    setReserved(r.is_reserve === 1);
    notify(intl.formatMessage({ id: r.is_reserve === 1 ? 'app.live.reserveOn' : 'app.live.reserveOff' }), 'positive');
  };

  const streamer = room?.userData?.user_nickname ?? '';
  const title = room?.info?.title ?? '';

  return (
    <div className={styles.room}>
      <HornBanner horn={horn} onClose={() => setHorn(null)} />
      {room ? (
        <div className={styles.headerThird}>
          <RoomHeader
            title={title}
            streamer={{ name: streamer, avatar: room.userData?.avatar }}
            heat={Number(room.userData?.heat ?? 0)}
            following={Boolean(room.userData?.is_attention)}
            onFollow={() => void follow().catch(() => undefined)}
            onShare={() => void share()}
            mobileUrl={window.location.href}
            reserve={reserve}
            onReserve={() => void reserveMatch().catch(() => undefined)}
            onGuard={() => (user ? setGuardOpen(true) : openLogin())}
            announcement={announcement}
            actions={<RoomNoble locale={locale} />}
          />
        </div>
      ) : null}
      {score && room?.info ? (
        <section
          className={`${styles.scoreLine} ${styles.scoreSecond}`}
          aria-label={intl.formatMessage({ id: 'app.live.score' })}
          data-testid="live-score"
        >
          <span>{room.info.home_name}</span>
          <strong>
            {score.home} - {score.away}
          </strong>
          <span>{room.info.away_name}</span>
          {score.clock ? <span>{score.clock}</span> : null}
        </section>
      ) : null}
      <div className={styles.main}>
        <div className={styles.stage}>
          <div className={styles.playerSlot}>
            <Player
              src={room ? (room.info?.stream_status === 'preparing' ? null : pull) : undefined}
              title={title || intl.formatMessage({ id: 'app.live.title' })}
              qualities={room?.info?.clarity ?? undefined}
              preview={room ? undefined : { state: 'loading' }}
              onStateChange={onPlayerState}
              controls={
                <Popover
                  label={intl.formatMessage({ id: 'ui.live.danmaku.settings' })}
                  side="top"
                  trigger={<PlayerControl icon="danmaku" label={intl.formatMessage({ id: 'ui.live.danmaku.settings' })} />}
                >
                  <DanmakuSettingsPanel settings={settings} onChange={changeSettings} />
                </Popover>
              }
            >
              <DanmakuLayer ref={danmaku} settings={settings} />
              <GiftEffect effect={effect} onDone={() => setEffect(null)} />
            </Player>
          </div>
          {rest ? (
            <>
              <div className={styles.giftsAfterTalk}>
                <GiftPanel
                  gifts={giftItems}
                  loading={gifts == null}
                  backpack={backpackItems}
                  balance={user ? Number(user.balance ?? 0) : null}
                  onSend={sendGift}
                  onLogin={() => openLogin()}
                  onRecharge={() => notify(intl.formatMessage({ id: 'app.live.rechargeUnavailable' }), 'info')}
                  combo={combo && Date.now() - combo.at < 3_000 ? combo.count : undefined}
                />
              </div>
              <div className={styles.playbacksLast}>
                <RoomPlaybacks uid={uid} />
              </div>
            </>
          ) : null}
        </div>
        <aside className={styles.side}>
          {rest ? (
            <>
              <div className={styles.ranksAfterGifts}>
                <RankPanel daily={daily} weekly={weekly} />
              </div>
              <div className={styles.talk}>
                <ChatPane
                  lines={lines}
                  online={online}
                  onSend={sendBarrage}
                  loggedIn={Boolean(user)}
                  onLogin={() => openLogin()}
                  connection={connection}
                />
                {user ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setRed({ open: true, envelope: null, received: null })}
                  >
                    {intl.formatMessage({ id: 'ui.live.red.sendTitle' })}
                  </button>
                ) : null}
                <RoomHorn />
              </div>
            </>
          ) : null}
        </aside>
      </div>
      <GuardDialog
        open={guardOpen}
        onOpenChange={setGuardOpen}
        streamer={streamer}
        tiers={tiers.map((x) => ({
          id: Number(x.id),
          name: (locale === 'en' ? x.name_en : locale === 'vi' ? x.name_vi : x.name) || x.name || '',
          icon: x.icon,
          coin: Number(x.coin ?? 0),
          color: x.color,
        }))}
        balance={user ? Number(user.balance ?? 0) : null}
        onBuy={async (id) => {
          await api.post('/api/guard_user/buy', { body: { id, anchor_id: uid } });
          void refreshProfile().catch(() => undefined);
        }}
      />
      <RedEnvelopeDialog
        open={red.open}
        onOpenChange={(open) => setRed((r) => ({ ...r, open }))}
        envelope={red.envelope}
        received={red.received}
        balance={user ? Number(user.balance ?? 0) : null}
        onReceive={async (id) => {
          if (!user) {
            openLogin();
            return;
          }
          const r = (await api.post('/api/Redenvelope/receiveRed', { body: { id } })) as { amount?: number } | undefined;
          setRed((old) => ({ ...old, received: { amount: Number(r?.amount ?? 0) } }));
          void refreshProfile().catch(() => undefined);
        }}
        onSend={async ({ amount, count, title: t }) => {
          await api.post('/api/Redenvelope/insert', { body: { uid, amount, count, title: t } });
          setRed({ open: false, envelope: null, received: null });
          void refreshProfile().catch(() => undefined);
        }}
      />
    </div>
  );
}
