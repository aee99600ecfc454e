import type { GiftEffectProps } from '@arena/ui';
import {
  ChatPane,
  DanmakuLayer,
  type DanmakuLayerHandle,
  DanmakuSettingsPanel,
  GiftEffect,
  GiftPanel,
  GuardDialog,
  HornBanner,
  Player,
  PlayerControl,
  Popover,
  RankPanel,
  RedEnvelopeDialog,
  RoomHeader,
  RoomUserMenu,
} from '@arena/ui';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notify } from '../../session/notices';
import { openLogin, session } from '../../session/store';
import * as styles from './Live.css';
import { RoomFanGroups } from './RoomFanGroups';
import { RoomHorn } from './RoomHorn';
import { RoomNoble } from './RoomNoble';
import { RoomPlaybacks } from './RoomPlaybacks';
import type { RoomView } from './room/roomEvents';
import { useDanmakuSettings } from './room/useDanmakuSettings';
import { useKickout } from './room/useKickout';
import { useRedEnvelope } from './room/useRedEnvelope';
import { useRenderRest } from './room/useRenderRest';
import { useRoom } from './room/useRoom';
import { useRoomChat } from './room/useRoomChat';
import { useBackpack, useGiftSending, useRoomGifts } from './room/useRoomGifts';
import { useRoomGuard } from './room/useRoomGuard';
import { useRoomHeaderActions } from './room/useRoomHeaderActions';
import { useRoomModeration } from './room/useRoomModeration';
import { useRoomRanks } from './room/useRoomRanks';
import { useRoomScore } from './room/useRoomScore';

/**
 * The live room (`/live?uid=<streamer>`): player, danmaku, chat through the IM facade, gifts, ranks.
 * The page composes the room's hooks (room/), called in this order so the first requests keep theirs:
 * room info (and the reservation), ranks, gifts, guard tiers, the backpack, the room's group, the score.
 */
export default function LivePage() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('zh') ? 'zh' : intl.locale.slice(0, 2);
  const [params] = useSearchParams();
  const uid = Number(params.get('uid') ?? params.get('id'));
  const { user } = useSnapshot(session);
  const { room, failed, announcement, setAnnouncement, loadRoom, setFollowing, reserved, setReserved } = useRoom(
    uid,
    user ? Number(user.id) : null,
  );
  const { daily, weekly, loadRanks } = useRoomRanks(uid);
  const gifts = useRoomGifts(uid, locale);
  const guard = useRoomGuard(uid, locale);
  const backpack = useBackpack(user, locale);
  const giving = useGiftSending(uid, loadRanks, backpack.reload);
  const red = useRedEnvelope(uid, Boolean(user));
  const [horn, setHorn] = useState<{ nick: string; content: string } | null>(null);
  const [effect, setEffect] = useState<GiftEffectProps['effect']>(null);
  const [settings, changeSettings] = useDanmakuSettings();
  const danmaku = useRef<DanmakuLayerHandle>(null);

  // ── What a room event does on screen (its chat line is the chat's) ──
  const { show: showRed } = red;
  const show = useCallback(
    (view: RoomView) => {
      if (view.danmaku) danmaku.current?.add(view.danmaku);
      if (view.gift) {
        const g = view.gift;
        if (g.fullScreen)
          setEffect({ key: `${g.uid}-${Date.now()}`, nick: g.nick, name: g.name, icon: g.icon, num: g.num, seconds: g.seconds });
        loadRanks();
      }
      if (view.red) showRed(view.red);
      if (view.horn) setHorn(view.horn);
      if (view.announcement !== undefined) setAnnouncement(view.announcement);
      if (view.live !== undefined || view.info) void loadRoom().catch(() => undefined);
    },
    [loadRanks, loadRoom, showRed, setAnnouncement],
  );
  const chat = useRoomChat(uid, locale, { onView: show, onHorn: setHorn });
  const score = useRoomScore(room);
  const { follow, share, reserve, reserveMatch } = useRoomHeaderActions({
    uid,
    room,
    loggedIn: Boolean(user),
    setFollowing,
    reserved,
    setReserved,
  });
  const [rest, onPlayerState] = useRenderRest();
  const me = user ? Number(user.id) : null;
  const moderation = useRoomModeration(uid, me);
  useKickout(uid, me);
  /** A user's name in the chat or the ranks as the user menu (issue 15): profile, follow, message, moderation. */
  const userMenu = (who: { uid?: number; nick?: string; avatar?: string }) =>
    who.uid ? (
      <RoomUserMenu
        user={{ uid: who.uid, nick: who.nick ?? '', avatar: who.avatar }}
        role={moderation.role}
        loggedIn={Boolean(user)}
        self={who.uid === me}
        loadStatus={() => moderation.loadStatus(who.uid!)}
        onAction={(action) => moderation.act({ uid: who.uid!, nick: who.nick ?? '' }, action)}
        onLogin={() => openLogin()}
      />
    ) : null;

  if (!uid) return <p role="alert">{intl.formatMessage({ id: 'app.live.noRoom' })}</p>;
  if (failed) return <p role="alert">{intl.formatMessage({ id: 'app.live.error' }, { message: failed })}</p>;

  const pull = room?.info?.islive ? room.info.pull : null;
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
            onGuard={() => (user ? guard.setOpen(true) : openLogin())}
            announcement={announcement}
            actions={<RoomNoble locale={locale} />}
          />
        </div>
      ) : (
        // Issue 13 (no layout shift): the card's room while the room loads; the player and panels below
        // no longer drop by its height when it arrives (CLS 0.076 → see Live.css.ts headerPlaceholder).
        <div className={`${styles.headerThird} ${styles.headerPlaceholder}`} aria-hidden="true" />
      )}
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
                  gifts={gifts.items}
                  loading={gifts.loading}
                  backpack={backpack.items}
                  balance={user ? Number(user.balance ?? 0) : null}
                  onSend={giving.send}
                  onLogin={() => openLogin()}
                  onRecharge={() => notify(intl.formatMessage({ id: 'app.live.rechargeUnavailable' }), 'info')}
                  combo={giving.combo && Date.now() - giving.combo.at < 3_000 ? giving.combo.count : undefined}
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
                <RankPanel daily={daily} weekly={weekly} renderName={(r) => userMenu({ uid: r.uid, nick: r.name, avatar: r.avatar })} />
                <RoomFanGroups uid={uid} />
              </div>
              <div className={styles.talk}>
                <ChatPane
                  lines={chat.lines}
                  online={chat.online}
                  onSend={chat.send}
                  loggedIn={Boolean(user)}
                  onLogin={() => openLogin()}
                  connection={chat.connection}
                  refusal={chat.refusal}
                  renderNick={userMenu}
                />
                {user ? (
                  <button type="button" className={styles.linkButton} onClick={red.openSend}>
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
        open={guard.open}
        onOpenChange={guard.setOpen}
        streamer={streamer}
        tiers={guard.tiers}
        balance={user ? Number(user.balance ?? 0) : null}
        onBuy={guard.buy}
      />
      <RedEnvelopeDialog
        open={red.open}
        onOpenChange={red.setOpen}
        envelope={red.envelope}
        received={red.received}
        balance={user ? Number(user.balance ?? 0) : null}
        onReceive={red.receive}
        onSend={red.send}
      />
    </div>
  );
}
