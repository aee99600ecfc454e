import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Toast.css';
import { dismissToast, getToasts, subscribeToasts, type ToastRecord, type ToastTone } from './toastStore';

export {
  DEFAULT_TOAST_DURATION,
  dismissAllToasts,
  dismissToast,
  type ToastOptions,
  type ToastTone,
  toast,
  toastTones,
} from './toastStore';

export interface ToasterProps {
  /** At most this many toasts on screen; the oldest give way (no wall of messages). Default 3. */
  max?: number;
  /** Key that moves focus to the newest toast, so keyboard users can reach its close button. Default F8. */
  hotkey?: string;
}

const icons: Record<ToastTone, IconName> = { info: 'info', positive: 'check', caution: 'alert', critical: 'alert' };

/**
 * The region where toasts raised with `toast()` appear, stacked at the top. Mount it once, inside
 * ArenaUiProvider. A toast closes after its duration, never while the pointer is over it or focus is
 * in it; Escape or its close button closes it sooner.
 */
export function Toaster({ max = 3, hotkey = 'F8' }: ToasterProps) {
  const intl = useIntl();
  const all = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const shown = all.slice(-max);
  const list = useRef<HTMLElement>(null);
  // Where focus was before it entered the region, to give it back when the last focused toast closes.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== hotkey) return;
      const newest = list.current?.lastElementChild as HTMLElement | null;
      if (newest) {
        e.preventDefault();
        newest.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey]);

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const from = e.relatedTarget as HTMLElement | null;
    if (from && !list.current?.contains(from)) returnTo.current = from;
  };

  const close = (id: number) => {
    const item = list.current?.querySelector<HTMLElement>(`[data-toast-id="${id}"]`);
    const hadFocus = Boolean(item?.contains(document.activeElement));
    const neighbour = (item?.previousElementSibling ?? item?.nextElementSibling) as HTMLElement | null;
    dismissToast(id);
    if (hadFocus) (neighbour ?? returnTo.current)?.focus();
  };

  return (
    <section
      ref={list}
      className={styles.viewport}
      aria-label={intl.formatMessage({ id: 'ui.toast.region' }, { hotkey })}
      tabIndex={-1}
      onFocus={onFocus}
    >
      {shown.map((t) => (
        <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} closeLabel={intl.formatMessage({ id: 'ui.toast.close' })} />
      ))}
    </section>
  );
}

interface ToastItemProps {
  toast: ToastRecord;
  onClose: () => void;
  closeLabel: string;
}

function ToastItem({ toast, onClose, closeLabel }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(toast.duration);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Raised again while shown: the full duration starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the restart signal
  useEffect(() => {
    remaining.current = toast.duration;
  }, [toast.version, toast.duration]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version restarts the timer
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => closeRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, toast.version]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it has a live-region role (status or alert), chosen by tone
    <div
      data-toast-id={toast.id}
      data-tone={toast.tone}
      className={`${styles.toast} ${styles.tone[toast.tone]}`}
      // Errors interrupt (spec §8 code 1); everything else waits its turn.
      role={toast.tone === 'critical' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={-1}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <span className={styles.icon[toast.tone]}>
        <Icon name={icons[toast.tone]} size={18} />
      </span>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <IconButton icon="close" label={closeLabel} size="small" onClick={onClose} />
    </div>
  );
}
