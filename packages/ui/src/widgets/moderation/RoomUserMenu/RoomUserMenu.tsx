import { DropdownMenu } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { ConfirmDialog } from '../../../primitives/Dialog/Dialog';
import { LevelBadge } from '../../../primitives/Feedback/Feedback';
import * as styles from './RoomUserMenu.css';

/** The user a menu is about (a chat line's sender, a rank row). */
export interface MenuUser {
  uid: number;
  nick: string;
  avatar?: string;
  /** Wealth level, shown as a badge when known. */
  level?: number;
}

/** What the viewer may do in the room: `viewer` nothing more; `assistant` mute and kick; `streamer` also appoint. */
export const moderatorRoles = ['viewer', 'assistant', 'streamer'] as const;
export type ModeratorRole = (typeof moderatorRoles)[number];

/** The user's standing in the room, loaded when the menu opens (Live/getUserStatus). */
export interface MenuUserStatus {
  following: boolean;
  muted: boolean;
  assistant: boolean;
  /** The user is the room's streamer (nobody moderates them). */
  streamer: boolean;
}

/** Mute durations offered, in minutes (Live/setTaboo `minutes`): 10 minutes, 1 hour, 1 day. */
export const MUTE_MINUTES = [10, 60, 1440] as const;

export type RoomUserAction =
  | { kind: 'follow' }
  | { kind: 'message' }
  | { kind: 'mute'; minutes: number }
  | { kind: 'unmute' }
  | { kind: 'kick' }
  | { kind: 'assistant'; on: boolean };

export interface RoomUserMenuProps {
  user: MenuUser;
  /** What the trigger shows; the user's nick by default. */
  children?: ReactNode;
  /** The viewer's role in this room. */
  role?: ModeratorRole;
  /** The viewer is logged in (follow and message need it; a guest is asked to log in). */
  loggedIn?: boolean;
  /** The menu is about the viewer themself: only the profile shows. */
  self?: boolean;
  /** Loads the user's standing when the menu opens; without it, moderation items assume "not muted, not assistant". */
  loadStatus?: () => Promise<MenuUserStatus>;
  /** Does an action (the app shows the server's answer as a toast); kick and removing an assistant are confirmed first. */
  onAction: (action: RoomUserAction) => void | Promise<void>;
  onLogin?: () => void;
  /** The trigger's class (the chat's nick style, a rank row's name). */
  triggerClassName?: string;
  /** Open at first (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * A user's card in the room (issue 15): the sender's nick is a menu button; the menu shows the profile
 * basics, follow and "send message", and for the streamer and assistants mute / unmute and kick for
 * 24 hours, for the streamer make / remove assistant. Kicking and removing ask "confirm?" first (spec §8).
 */
export function RoomUserMenu({
  user,
  children,
  role = 'viewer',
  loggedIn = true,
  self = false,
  loadStatus,
  onAction,
  onLogin,
  triggerClassName,
  defaultOpen,
}: RoomUserMenuProps) {
  const t = useMessages('ui.moderation.menu');
  const [status, setStatus] = useState<MenuUserStatus | null>(null);
  const [confirm, setConfirm] = useState<'kick' | 'unassist' | null>(null);

  const open = (next: boolean) => {
    if (next && loadStatus)
      void loadStatus()
        .then(setStatus)
        .catch(() => setStatus(null));
  };
  const known = status ?? { following: false, muted: false, assistant: false, streamer: false };
  const moderates = !self && role !== 'viewer' && !known.streamer && !(role === 'assistant' && known.assistant);
  const act = (action: RoomUserAction) => {
    void Promise.resolve(onAction(action)).then(
      () => {
        if (action.kind === 'follow') setStatus((s) => (s ? { ...s, following: !s.following } : s));
        if (action.kind === 'mute') setStatus((s) => (s ? { ...s, muted: true } : s));
        if (action.kind === 'unmute') setStatus((s) => (s ? { ...s, muted: false } : s));
        if (action.kind === 'assistant') setStatus((s) => (s ? { ...s, assistant: action.on } : s));
      },
      () => undefined,
    );
  };

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen} onOpenChange={open} modal={false}>
        <DropdownMenu.Trigger className={`${styles.trigger} ${triggerClassName ?? ''}`} aria-label={t('open', { nick: user.nick })}>
          {children ?? user.nick}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align="start" sideOffset={4} aria-label={t('label', { nick: user.nick })}>
            {/* The profile basics, read first; a disabled item because a menu owns only items, groups and separators. */}
            <DropdownMenu.Item disabled className={styles.profileItem}>
              <span className={styles.profile}>
                <Avatar name={user.nick} src={user.avatar} size="small" />
                <span className={styles.nick}>{user.nick}</span>
                {user.level != null ? <LevelBadge level={user.level} /> : null}
              </span>
              <span className={styles.meta}>{t('uid', { uid: user.uid })}</span>
            </DropdownMenu.Item>
            {self ? null : loggedIn ? (
              <>
                <DropdownMenu.Separator className={styles.separator} />
                <DropdownMenu.Item className={styles.item} onSelect={() => act({ kind: 'follow' })}>
                  {t(known.following ? 'unfollow' : 'follow')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={styles.item} onSelect={() => act({ kind: 'message' })}>
                  {t('message')}
                </DropdownMenu.Item>
              </>
            ) : (
              <>
                <DropdownMenu.Separator className={styles.separator} />
                <DropdownMenu.Item className={styles.item} onSelect={() => onLogin?.()}>
                  {t('login')}
                </DropdownMenu.Item>
              </>
            )}
            {moderates ? (
              <>
                <DropdownMenu.Separator className={styles.separator} />
                {known.muted ? (
                  <DropdownMenu.Item className={styles.item} onSelect={() => act({ kind: 'unmute' })}>
                    {t('unmute')}
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Sub>
                    <DropdownMenu.SubTrigger className={styles.item}>
                      {t('mute')}
                      <span aria-hidden="true" className={styles.chevron}>
                        ›
                      </span>
                    </DropdownMenu.SubTrigger>
                    <DropdownMenu.Portal>
                      <DropdownMenu.SubContent className={styles.content} sideOffset={2} aria-label={t('mute')}>
                        {MUTE_MINUTES.map((minutes) => (
                          <DropdownMenu.Item key={minutes} className={styles.item} onSelect={() => act({ kind: 'mute', minutes })}>
                            {t(`mute${minutes}`)}
                          </DropdownMenu.Item>
                        ))}
                      </DropdownMenu.SubContent>
                    </DropdownMenu.Portal>
                  </DropdownMenu.Sub>
                )}
                <DropdownMenu.Item className={`${styles.item} ${styles.critical}`} onSelect={() => setConfirm('kick')}>
                  {t('kick')}
                </DropdownMenu.Item>
                {role === 'streamer' ? (
                  known.assistant ? (
                    <DropdownMenu.Item className={`${styles.item} ${styles.critical}`} onSelect={() => setConfirm('unassist')}>
                      {t('unassist')}
                    </DropdownMenu.Item>
                  ) : (
                    <DropdownMenu.Item className={styles.item} onSelect={() => act({ kind: 'assistant', on: true })}>
                      {t('assist')}
                    </DropdownMenu.Item>
                  )
                ) : null}
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => {
          if (!o) setConfirm(null);
        }}
        title={t(confirm === 'unassist' ? 'unassistTitle' : 'kickTitle')}
        message={t(confirm === 'unassist' ? 'unassistConfirm' : 'kickConfirm', { nick: user.nick })}
        tone="critical"
        onConfirm={() => {
          act(confirm === 'unassist' ? { kind: 'assistant', on: false } : { kind: 'kick' });
          setConfirm(null);
        }}
      />
    </>
  );
}
