import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';

type Announce = (message: string) => void;
const AnnouncerContext = createContext<Announce | null>(null);

export interface LiveAnnouncerProps {
  /**
   * At most one announcement per interval (ms); messages arriving in between are coalesced and the
   * latest is read when the interval ends. Scores and goals must not flood a screen reader.
   */
  minInterval?: number;
  children: ReactNode;
}

/** One polite live region for the whole app; `useAnnounce()` speaks through it. */
export function LiveAnnouncer({ minInterval = 3000, children }: LiveAnnouncerProps) {
  const [text, setText] = useState('');
  const last = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = useCallback(() => {
    if (pending.current === null) return;
    last.current = Date.now();
    setText(pending.current);
    pending.current = null;
  }, []);

  const announce = useCallback<Announce>(
    (message) => {
      pending.current = message;
      const wait = last.current + minInterval - Date.now();
      if (wait <= 0) flush();
      else if (!timer.current) {
        timer.current = setTimeout(() => {
          timer.current = undefined;
          flush();
        }, wait);
      }
    },
    [flush, minInterval],
  );

  const value = useMemo(() => announce, [announce]);
  return (
    <AnnouncerContext.Provider value={value}>
      {children}
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {text}
      </div>
    </AnnouncerContext.Provider>
  );
}

/** Announces a message through the nearest LiveAnnouncer (a no-op outside one). */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? noop;
}

const noop: Announce = () => undefined;
