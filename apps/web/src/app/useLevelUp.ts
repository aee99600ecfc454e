import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { subscribe } from 'valtio';
import { notify } from '../session/notices';
import { session } from '../session/store';

/**
 * Issue 14: the user hears of a level-up. Whatever raised the signed-in user's level — a spend's
 * answer (session/store.ts applySpend) or a refreshed profile — the app says so once. A login, a
 * switch of account or a level going down is not news.
 */
export function useLevelUp(): void {
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  useEffect(() => {
    let last = { id: session.user?.id, level: session.user?.level };
    return subscribe(session, () => {
      const user = session.user;
      const rose = user && user.id === last.id && last.level != null && user.level != null && user.level > last.level;
      if (rose) notify(intlRef.current.formatMessage({ id: 'app.session.levelUp' }, { level: user.level }), 'positive');
      last = { id: user?.id, level: user?.level };
    });
  }, []);
}
