import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Button } from '../../../primitives/Button/Button';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { ImageUpload, type ImageUploader } from '../ImageUpload';
import { ANNOUNCEMENT_MAX_LENGTH, announcementTooLong, charCount, matchIdOf, TITLE_MAX_LENGTH, titleProblem } from '../rules';
import * as styles from './RoomSettings.css';

export type RoomCategory = 0 | 1 | 2;
export interface RoomSettingsValue {
  title: string;
  /** 0 football, 1 basketball, 2 other. */
  type: RoomCategory;
  /** The bound match; 0 or undefined for none. */
  matchId?: number;
  /** The cover's URL. */
  thumb: string;
  announcement: string;
}

export interface RoomSettingsProps {
  /** The room as saved; null while loading. */
  room: RoomSettingsValue | null;
  /** Saves title, category and bound match (Live_streaming/updateLive); rejects with the message to show. */
  onSave: (v: { title: string; type: RoomCategory; matchId?: number }) => Promise<void>;
  /** Uploads a cover image (checked already), reporting progress. */
  onUpload: ImageUploader;
  /** Sets the uploaded cover as the room's (Live_streaming/updateLive thumb). */
  onCover: (url: string) => Promise<void>;
  /** Publishes the announcement (Live/setPlacard, ≤ 50 characters). */
  onAnnouncement: (text: string) => Promise<void>;
  /** Announces a match to broadcast (Live_streaming/setReserveLiveNew). */
  onReserve: (matchId: number, type: RoomCategory) => Promise<void>;
}

type Status = { tone: 'ok' | 'error'; text: string } | null;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function StatusLine({ status }: { status: Status }) {
  return (
    <p role={status?.tone === 'error' ? 'alert' : 'status'} className={status?.tone === 'error' ? styles.error : styles.ok}>
      {status?.text}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.subheading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One sending at a time, its outcome in a status line. */
function useSend() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const send = async (action: () => Promise<void>, done: string) => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus({ tone: 'ok', text: done });
    } catch (err) {
      setStatus({ tone: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, setStatus, send };
}

/**
 * The anchor centre's room settings: title, category and bound match; the cover (png or jpg under 5M,
 * spec §5, uploaded with progress and set at once); the announcement (no more than 50 characters, with
 * a counter); and reserving a match to broadcast later. Each part saves on its own.
 */
export function RoomSettings({ room, onSave, onUpload, onCover, onAnnouncement, onReserve }: RoomSettingsProps) {
  const t = useMessages('ui.anchorCentre.settings');
  const id = useId();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<RoomCategory>(0);
  const [match, setMatch] = useState('');
  const [thumb, setThumb] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [reserve, setReserve] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const [matchError, setMatchError] = useState<string | undefined>();
  const [announcementError, setAnnouncementError] = useState(false);
  const [reserveError, setReserveError] = useState<string | undefined>();
  const main = useSend();
  const cover = useSend();
  const placard = useSend();
  const booking = useSend();

  // The drafts start from the saved room and follow it when what is saved changes — not each time the
  // page reads the same settings again (it does every few seconds), which would wipe what is being typed.
  const saved = room ? JSON.stringify(room) : '';
  useEffect(() => {
    if (!saved) return;
    const r = JSON.parse(saved) as RoomSettingsValue;
    setTitle(r.title);
    setType(r.type);
    setMatch(r.matchId ? String(r.matchId) : '');
    setThumb(r.thumb);
    setAnnouncement(r.announcement);
  }, [saved]);

  if (!room) return <section className={styles.card} aria-busy="true" aria-label={t('title')} />;

  const categories = ([0, 1, 2] as const).map((c) => ({ value: String(c), label: t(`category${c}`) }));

  const save = (e: FormEvent) => {
    e.preventDefault();
    const tp = titleProblem(title);
    const m = matchIdOf(match);
    setTitleError(tp ? t(tp, { max: TITLE_MAX_LENGTH }) : undefined);
    setMatchError(m === null ? t('matchInvalid') : undefined);
    if (tp || m === null) {
      main.setStatus({ tone: 'error', text: t('fixErrors') });
      return;
    }
    void main.send(() => onSave({ title: title.trim(), type, ...(m ? { matchId: m } : {}) }), t('saved'));
  };
  const publish = (e: FormEvent) => {
    e.preventDefault();
    if (announcementTooLong(announcement)) {
      setAnnouncementError(true);
      placard.setStatus({ tone: 'error', text: t('announcementTooLong', { max: ANNOUNCEMENT_MAX_LENGTH }) });
      return;
    }
    void placard.send(() => onAnnouncement(announcement.trim()), t('announcementSaved'));
  };
  const book = (e: FormEvent) => {
    e.preventDefault();
    const m = matchIdOf(reserve);
    if (!m) {
      setReserveError(t('matchInvalid'));
      return;
    }
    void booking.send(() => onReserve(m, type), t('reserved', { id: m }));
  };

  const length = charCount(announcement.trim());
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="room-settings">
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        <TextField
          label={t('roomTitle')}
          name="title"
          value={title}
          onChange={(v) => {
            setTitle(v);
            setTitleError(undefined);
          }}
          maxLength={TITLE_MAX_LENGTH}
          showCount
          error={titleError}
          isRequired
        />
        <Select label={t('category')} options={categories} value={String(type)} onChange={(v) => setType(Number(v) as RoomCategory)} />
        <TextField
          label={t('match')}
          name="match_id"
          inputMode="numeric"
          description={t('matchHint')}
          value={match}
          onChange={(v) => {
            setMatch(v);
            setMatchError(undefined);
          }}
          error={matchError}
        />
        <div className={styles.row}>
          <Button type="submit" loading={main.busy}>
            {t('save')}
          </Button>
          <StatusLine status={main.status} />
        </div>
      </form>

      <Section title={t('cover')}>
        <ImageUpload
          label={t('cover')}
          previewAlt={t('coverAlt')}
          value={thumb}
          onUpload={onUpload}
          onChange={(url) => {
            setThumb(url);
            void cover.send(() => onCover(url), t('coverSaved'));
          }}
        />
        <StatusLine status={cover.status} />
      </Section>

      <Section title={t('announcement')}>
        <form className={styles.form} onSubmit={publish} noValidate>
          <div className={styles.group}>
            <label htmlFor={`${id}-announcement`} className={styles.label}>
              {t('announcement')}
            </label>
            <textarea
              id={`${id}-announcement`}
              name="announcement"
              className={styles.textArea}
              value={announcement}
              onChange={(e) => {
                setAnnouncement(e.target.value);
                setAnnouncementError(false);
                placard.setStatus(null);
              }}
              aria-invalid={announcementError || length > ANNOUNCEMENT_MAX_LENGTH || undefined}
              aria-describedby={`${id}-announcement-count`}
            />
            <p id={`${id}-announcement-count`} className={length > ANNOUNCEMENT_MAX_LENGTH ? styles.error : styles.counter}>
              {length}/{ANNOUNCEMENT_MAX_LENGTH}
            </p>
          </div>
          <div className={styles.row}>
            <Button type="submit" loading={placard.busy}>
              {t('announcementSave')}
            </Button>
            <StatusLine status={placard.status} />
          </div>
        </form>
      </Section>

      <Section title={t('reserveTitle')}>
        <p className={styles.muted}>{t('reserveHint')}</p>
        <form className={styles.form} onSubmit={book} noValidate>
          <TextField
            label={t('reserveMatch')}
            name="reserve_match_id"
            inputMode="numeric"
            value={reserve}
            onChange={(v) => {
              setReserve(v);
              setReserveError(undefined);
            }}
            error={reserveError}
            isRequired
          />
          <div className={styles.row}>
            <Button type="submit" loading={booking.busy}>
              {t('reserve')}
            </Button>
            <StatusLine status={booking.status} />
          </div>
        </form>
      </Section>
    </section>
  );
}
