import type HlsType from 'hls.js';
import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { useFullscreenElement } from '../../../primitives/fullscreen';
import { Icon, type IconName } from '../../../primitives/Icon/Icon';
import { formatDuration } from '../PlaybackList/PlaybackList';
import * as styles from './Player.css';
import { type HlsModule, LIVE_HLS_CONFIG, preloadPlayer, takeEarlyStream } from './preloadPlayer';

/** What the viewer sees of the stream. */
export const playerStates = ['loading', 'playing', 'stalled', 'reconnecting', 'error', 'offline'] as const;
export type PlayerState = (typeof playerStates)[number];

/** SPEC.md §2 quality choices; each is the NAME of a variant of the master playlist. */
export const playerQualities = ['auto', 'original', 'hd', 'sd', 'smooth'] as const;
export type PlayerQuality = (typeof playerQualities)[number];

export interface PlayerProps {
  /** The master playlist (getRoomInfo `pull`); none shows the offline state. */
  src?: string | null;
  /** Accessible name of the player region (the room title). */
  title: string;
  /** Rendition names the room offers, best first (getRoomInfo `clarity`). */
  qualities?: readonly string[];
  /**
   * Shows a state without a stream (stories, previews): no video is loaded. `muted` adds the unmute
   * prompt, `behindLive` the go-live button.
   */
  preview?: { state: PlayerState; muted?: boolean; behindLive?: boolean; quality?: PlayerQuality };
  /** Loads hls.js; a dynamic import by default, so it is fetched only where a player mounts. */
  loadHls?: () => Promise<HlsModule>;
  onStateChange?: (state: PlayerState) => void;
  /** Overlays drawn over the video (the danmaku layer, gift effects). */
  children?: ReactNode;
  /** Extra controls in the control bar (danmaku settings). */
  controls?: ReactNode;
  /**
   * A recording (a broadcast's playback) instead of a live stream: play / pause, a seek bar with the
   * time, and no live mark or go-live button.
   */
  vod?: boolean;
}

/** Seconds behind the live edge past which the go-live button shows. */
const BEHIND_LIVE_S = 10;
/** A wait longer than this shows the stalled state, ms. */
const STALL_MS = 1_000;
const RETRY_MS = 2_000;
const MAX_RETRIES = 8;

/**
 * The live player: hls.js over a <video>, quality mapped to HLS levels by name, muted autoplay with
 * an unmute prompt (browsers block sound without a gesture), stall and error recovery with a visible
 * state, go-live, picture-in-picture and full screen. Every control is a labelled button.
 */
export function Player({
  src,
  title,
  qualities = ['original', 'hd', 'sd', 'smooth'],
  preview,
  loadHls = preloadPlayer,
  onStateChange,
  children,
  controls,
  vod = false,
}: PlayerProps) {
  const t = useMessages('ui.live.player');
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsType | null>(null);
  const [state, setState] = useState<PlayerState>(preview?.state ?? (src ? 'loading' : 'offline'));
  const [muted, setMuted] = useState(preview?.muted ?? true);
  const [quality, setQuality] = useState<PlayerQuality>(preview?.quality ?? 'auto');
  const [behindLive, setBehindLive] = useState(preview?.behindLive ?? false);
  const [attempt, setAttempt] = useState(0);
  // This player is in full screen (the element in full screen is its root).
  const fullscreenElement = useFullscreenElement();
  const fullscreen = fullscreenElement !== null && fullscreenElement === rootRef.current;
  const [position, setPosition] = useState({ current: 0, duration: 0 });
  const [paused, setPaused] = useState(false);

  useEffect(() => onStateChange?.(state), [state, onStateChange]);

  // Fetch hls.js as soon as a player mounts, while the room info is still on its way (time to first
  // frame: the chunk is not on the critical path any more).
  useEffect(() => {
    if (!preview || preview.state === 'loading') void loadHls().catch(() => undefined);
  }, [loadHls, preview]);

  // ── Loading the stream (again after a retry: `attempt`) ──
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the stream on purpose
  useEffect(() => {
    if (preview) return;
    const video = videoRef.current;
    if (!src || !video) {
      setState('offline');
      return;
    }
    let disposed = false;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    setState('loading');
    video.muted = true;
    setMuted(true);

    const tryPlay = () => void video.play().catch(() => undefined);
    const onPlaying = () => {
      clearTimeout(stallTimer);
      retries = 0;
      setState('playing');
    };
    const onWaiting = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => setState((s) => (s === 'playing' || s === 'loading' ? 'stalled' : s)), STALL_MS);
    };
    const onTime = () => {
      if (vod) {
        setPosition({ current: video.currentTime, duration: Number.isFinite(video.duration) ? video.duration : 0 });
        return;
      }
      const hls = hlsRef.current;
      const edge = hls?.liveSyncPosition ?? (video.seekable.length ? video.seekable.end(video.seekable.length - 1) : null);
      setBehindLive(edge != null && edge - video.currentTime > BEHIND_LIVE_S);
    };
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('durationchange', onTime);
    const onPlayPause = () => setPaused(video.paused);
    video.addEventListener('play', onPlayPause);
    video.addEventListener('pause', onPlayPause);

    void loadHls().then(
      ({ default: Hls }) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          // Safari plays HLS natively.
          video.src = src;
          tryPlay();
          return;
        }
        // A stream the route started early (preloadStream) has its playlists and first segment in hand.
        const early = attempt === 0 && !vod ? takeEarlyStream(src) : undefined;
        const hls = early ?? new Hls(LIVE_HLS_CONFIG);
        hlsRef.current = hls;
        // Diagnostics (the video bench reads latency from it): the element knows its hls.js instance.
        (video as HTMLVideoElement & { hls?: HlsType }).hls = hls;
        hls.on(Hls.Events.MANIFEST_PARSED, () => tryPlay());
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (retries >= MAX_RETRIES) {
            setState('error');
            return;
          }
          retries += 1;
          setState('reconnecting');
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
            hls.recoverMediaError();
            return;
          }
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => {
            if (disposed) return;
            if (data.type === Hls.ErrorTypes.NETWORK_ERROR && hls.levels.length > 0) hls.startLoad(-1);
            else hls.loadSource(src);
          }, RETRY_MS);
        });
        if (!early) hls.loadSource(src);
        hls.attachMedia(video);
        // Its manifest may have been parsed before this player listened.
        if (early && hls.levels.length > 0) tryPlay();
      },
      () => !disposed && setState('error'),
    );

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearTimeout(stallTimer);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('durationchange', onTime);
      video.removeEventListener('play', onPlayPause);
      video.removeEventListener('pause', onPlayPause);
      hlsRef.current?.destroy();
      hlsRef.current = null;
      video.removeAttribute('src');
    };
  }, [src, preview, loadHls, attempt, vod]);

  const chooseQuality = useCallback((q: PlayerQuality) => {
    setQuality(q);
    const hls = hlsRef.current;
    if (!hls) return;
    // Level names come from the master playlist's NAME attribute.
    const index = q === 'auto' ? -1 : hls.levels.findIndex((l) => l.name === q);
    hls.currentLevel = index;
  }, []);

  const unmute = () => {
    const video = videoRef.current;
    setMuted(false);
    if (!video) return;
    video.muted = false;
    void video.play().catch(() => undefined);
  };
  const toggleMute = () => {
    const video = videoRef.current;
    const next = !muted;
    setMuted(next);
    if (video) video.muted = next;
  };
  const goLive = () => {
    const video = videoRef.current;
    const edge = hlsRef.current?.liveSyncPosition;
    if (video && edge != null) video.currentTime = edge;
    setBehindLive(false);
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const seek = (to: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = to;
    setPosition((p) => ({ ...p, current: to }));
  };
  const pip = async () => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) await document.exitPictureInPicture().catch(() => undefined);
    else await video.requestPictureInPicture?.().catch(() => undefined);
  };
  const toggleFullscreen = async () => {
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    else await rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const overlay =
    state === 'loading' ? (
      <div className={styles.playerOverlay} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </div>
    ) : state === 'stalled' || state === 'reconnecting' ? (
      <div className={styles.playerOverlay} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t(state)}
      </div>
    ) : state === 'error' ? (
      <div className={styles.playerOverlay} role="alert">
        <p>{t('error')}</p>
        <Button size="small" onClick={() => setAttempt((a) => a + 1)}>
          {t('retry')}
        </Button>
      </div>
    ) : state === 'offline' ? (
      <div className={styles.playerOverlay} role="status">
        {t('offline')}
      </div>
    ) : null;

  return (
    <section
      ref={rootRef}
      className={styles.player}
      aria-label={t(vod ? 'vodLabel' : 'label', { title })}
      data-state={state}
      data-quality={quality}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a live stream without a caption track */}
      <video ref={videoRef} className={styles.video} playsInline muted={muted} aria-label={title} data-testid="live-video" />
      <div className={styles.overlays}>{children}</div>
      {overlay}
      {muted && (state === 'playing' || state === 'stalled' || preview?.muted) ? (
        <button type="button" className={styles.unmutePrompt} onClick={unmute}>
          {t('unmute')}
        </button>
      ) : null}
      <div className={styles.controlBar}>
        <PlayerControl
          icon={muted ? 'volumeOff' : 'volume'}
          label={muted ? t('soundOn') : t('soundOff')}
          onClick={toggleMute}
          pressed={!muted}
        />
        {vod ? (
          <>
            <PlayerControl
              icon={paused ? 'play' : 'pause'}
              label={paused ? t('play') : t('pause')}
              onClick={togglePlay}
              pressed={!paused}
            />
            <input
              type="range"
              className={styles.seekBar}
              min={0}
              max={Math.max(position.duration, 0)}
              step={1}
              value={Math.min(position.current, position.duration)}
              onChange={(e) => seek(Number(e.target.value))}
              aria-label={t('seek')}
              aria-valuetext={t('time', { current: formatDuration(position.current), duration: formatDuration(position.duration) })}
            />
            <span className={styles.timeText}>
              {formatDuration(position.current)} / {formatDuration(position.duration)}
            </span>
          </>
        ) : behindLive ? (
          <button type="button" className={styles.control} onClick={goLive}>
            {t('goLive')}
          </button>
        ) : (
          <span className={styles.liveDot}>{t('live')}</span>
        )}
        <span className={styles.grow} />
        {controls}
        <label className={styles.qualityLabel}>
          <span className={styles.qualityText}>{t('quality')}</span>
          <select className={styles.select} value={quality} onChange={(e) => chooseQuality(e.target.value as PlayerQuality)}>
            {(['auto', ...qualities] as PlayerQuality[]).map((q) => (
              <option key={q} value={q}>
                {t(`q.${q}`)}
              </option>
            ))}
          </select>
        </label>
        <PlayerControl icon="pictureInPicture" label={t('pip')} onClick={pip} />
        <PlayerControl
          icon={fullscreen ? 'fullscreenExit' : 'fullscreen'}
          label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          onClick={toggleFullscreen}
          pressed={fullscreen}
        />
      </div>
    </section>
  );
}

/**
 * A control of the Player's bar as an icon, named by its label (also the hover hint, as IconButton
 * does: a `title` stays inside the player in full screen, where a portalled tooltip would not show).
 * Exported for the extra controls a page puts in the bar (`controls`), e.g. a popover's trigger.
 */
export const PlayerControl = forwardRef<
  HTMLButtonElement,
  { icon: IconName; label: string; pressed?: boolean } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>
>(function PlayerControl({ icon, label, pressed, ...rest }, ref) {
  return (
    <button ref={ref} type="button" className={styles.iconControl} aria-label={label} title={label} aria-pressed={pressed} {...rest}>
      <Icon name={icon} size={20} />
    </button>
  );
});
