import type { ReactNode } from 'react';
import * as styles from './HomePage.css';
import { useAnnouncement } from './useAnnouncement';

export interface HomePageProps {
  /** Today's scores (the scores feature's panel, composed in by the app). */
  scores: ReactNode;
  /** The hot streamers (the live feature's list, composed in by the app). */
  streamers: ReactNode;
}

/**
 * /main: the announcement, then the scores and the hot streamers, which the app passes in. The panels
 * render at once with their own placeholders (issue 13: the page used to wait for the settings and
 * today's hot matches — which it did not show — before rendering either, a waterfall before the first
 * paint). While the settings are still on their way the announcement's line is held empty at its
 * height, so its arrival moves nothing below it.
 */
export default function HomePage({ scores, streamers }: HomePageProps) {
  const announcement = useAnnouncement();
  return (
    <>
      {announcement.state === 'loading' ? (
        <p className={styles.announcementPlaceholder} aria-hidden="true" />
      ) : announcement.text ? (
        <p className={styles.announcement}>{announcement.text}</p>
      ) : null}
      {scores}
      {streamers}
    </>
  );
}
