import { useIntl } from 'react-intl';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../primitives/Button/Button';
import { followLink } from '../../primitives/Link/followLink';
import * as styles from './NavBar.css';

export interface SignDay {
  /** 1 Monday … 7 Sunday. */
  day: number;
  is_sign: 0 | 1 | number;
  is_today?: 0 | 1 | number;
  /** Gold reward. */
  lz_num: number;
}

export interface DailyTask {
  id: number;
  task: string;
  img: string;
  lz_num: number;
  is_complete: 0 | 1 | number;
  is_receive?: 0 | 1 | number;
}

export interface UserPanelProps {
  nickname: string;
  avatar: string;
  /** Level icon URL (exp_icon). */
  levelIcon?: string;
  level?: number;
  balance: number;
  /** Shows the apply-for-anchor link only for non-anchors (spec §6). */
  isAnchor: boolean;
  /** The sign-in strip and today's tasks; undefined while loading. */
  signDays?: SignDay[];
  tasks?: DailyTask[];
  signedToday: boolean;
  signing?: boolean;
  /** Spec §4: signs in; does nothing when already signed. */
  onSign: () => void;
  onClaim?: (taskId: number) => void;
  /** Spec §8: recharge only shows a warning (repair.i66). */
  onRecharge: () => void;
  links: { personal: string; follows: string; space: string; applyAnchor: string };
  onNavigate?: (href: string) => void;
  /** My space asks for a login when logged out (spec §8); the app decides. */
  onSpace?: () => void;
  onLogout: () => void;
}

/** The avatar hover panel of spec §2. */
export function UserPanel(props: UserPanelProps) {
  const intl = useIntl();
  const t = useMessages('ui.userPanel');
  const link = (href: string, label: string) => (
    <a href={href} className={styles.panelLink} onClick={(e) => followLink(e, href, props.onNavigate)}>
      {label}
    </a>
  );
  return (
    <div className={styles.userPanel}>
      <div className={styles.panelHead}>
        <img src={props.avatar} alt="" width={48} height={48} className={styles.avatar} />
        <div className={styles.panelWho}>
          <strong className={styles.nickname}>{props.nickname}</strong>
          {props.levelIcon ? <img src={props.levelIcon} alt={props.level ? `Lv ${props.level}` : ''} width={40} height={20} /> : null}
          <span className={styles.balance}>{t('balance', { balance: intl.formatNumber(props.balance) })}</span>
        </div>
        <Button size="small" variant="soft" onClick={props.onRecharge}>
          {t('recharge')}
        </Button>
      </div>
      <section className={styles.panelSection} aria-label={t('signTitle')}>
        <div className={styles.sectionHead}>
          <span>{t('signTitle')}</span>
          {/* Spec §4: when signed, a click does nothing. aria-disabled, not disabled: the button keeps focus,
              so the hover card around it does not close the moment it is pressed. */}
          <Button
            size="small"
            onClick={props.signedToday ? undefined : props.onSign}
            loading={props.signing}
            {...(props.signedToday ? { 'aria-disabled': true } : {})}
          >
            {props.signedToday ? t('signed') : t('sign')}
          </Button>
        </div>
        {props.signDays ? (
          <ol className={styles.strip}>
            {props.signDays.map((d) => (
              <li
                key={d.day}
                className={styles.stripDay}
                data-signed={d.is_sign ? true : undefined}
                data-today={d.is_today ? true : undefined}
                aria-label={t('dayReward', { day: d.day, reward: d.lz_num, signed: d.is_sign ? 'yes' : 'no' })}
              >
                <span aria-hidden="true">{t('day', { day: d.day })}</span>
                <span aria-hidden="true">{d.lz_num}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>{t('tasksLoading')}</p>
        )}
      </section>
      {props.tasks && props.tasks.length > 0 ? (
        <section className={styles.panelSection} aria-label={t('tasks')}>
          <div className={styles.sectionHead}>{t('tasks')}</div>
          <ul className={styles.taskList}>
            {props.tasks.map((task) => (
              <li key={task.id} className={styles.task}>
                <img src={task.img} alt="" width={24} height={24} />
                <span className={styles.taskName}>{task.task}</span>
                <span className={styles.muted}>{t('taskProgress', { done: task.is_complete ? 1 : 0, target: 1 })}</span>
                <span className={styles.reward}>{t('taskReward', { reward: task.lz_num })}</span>
                {props.onClaim && task.is_complete && !task.is_receive ? (
                  <Button size="small" variant="ghost" onClick={() => props.onClaim?.(task.id)}>
                    {t('claim')}
                  </Button>
                ) : task.is_receive ? (
                  <span className={styles.muted}>{t('claimed')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav className={styles.panelLinks}>
        {link(props.links.personal, t('personal'))}
        {link(props.links.follows, t('follows'))}
        <a
          href={props.links.space}
          className={styles.panelLink}
          onClick={(e) => {
            if (props.onSpace) {
              e.preventDefault();
              props.onSpace();
            } else followLink(e, props.links.space, props.onNavigate);
          }}
        >
          {t('space')}
        </a>
        {props.isAnchor ? null : link(props.links.applyAnchor, t('applyAnchor'))}
        <button type="button" className={styles.panelLink} onClick={props.onLogout}>
          {t('logout')}
        </button>
      </nav>
    </div>
  );
}
