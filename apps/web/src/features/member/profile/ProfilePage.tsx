import type { User } from '@arena/api-client';
import {
  ErrorState,
  LevelCard,
  type MemberSession,
  ProfileForm,
  type ProfileValue,
  SessionList,
  type Sex,
  type StockAvatar,
} from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../session/actions';
import { expectImSignOut } from '../../../session/im';
import { saveProfile } from '../../../session/store';
import { fetchProfile, fetchSessions, fetchStockAvatars, signOutEverywhere, signOutSession, updateProfile, uploadImage } from './api';
import * as styles from './ProfilePage.css';

const profileOf = (u: User): ProfileValue => ({
  nickname: u.user_nickname,
  avatar: u.avatar,
  signature: u.signature ?? '',
  sex: ([0, 1, 2].includes(u.sex ?? 0) ? (u.sex ?? 0) : 0) as Sex,
});

/**
 * The personal centre (`/member?type=19`, issue 14): the profile, the level with the experience to the
 * next one, the masked phone number, and the signed-in sessions. Signing out everywhere ends this
 * session too, so the app then shows the logged-out state (spec §4 Logout).
 */
export default function ProfilePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(null);
  const [avatars, setAvatars] = useState<StockAvatar[] | null>(null);
  const [sessions, setSessions] = useState<MemberSession[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(null);
    fetchProfile().then(
      (u) => {
        setUser(u);
        saveProfile(u);
      },
      (err: Error) => setFailed(err.message),
    );
    fetchStockAvatars().then(
      (list) => setAvatars(list.filter((a): a is StockAvatar => typeof a.id === 'number' && typeof a.url === 'string')),
      () => setAvatars([]),
    );
    fetchSessions().then(setSessions, (err: Error) => setFailed(err.message));
  }, []);

  useEffect(load, [load]);
  // One object per saved profile: the form takes a new one as "reload the draft", so the sessions or
  // avatars arriving later must not hand it a fresh copy and wipe what the user is typing.
  const profile = useMemo(() => (user ? profileOf(user) : null), [user]);

  if (failed) {
    return <ErrorState title={intl.formatMessage({ id: 'app.memberProfile.loadFailed' })} message={failed} onRetry={load} />;
  }

  const save = async (p: ProfileValue) => {
    const saved = await updateProfile({ user_nickname: p.nickname, avatar: p.avatar, signature: p.signature, sex: p.sex });
    setUser(saved);
    saveProfile(saved);
  };

  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <ProfileForm profile={profile} avatars={avatars} onSave={save} onUpload={uploadImage} />
        {user ? (
          <LevelCard
            level={user.level ?? 1}
            exp={user.exp ?? 0}
            nextLevelExp={user.next_level_exp ?? null}
            expIcon={user.exp_icon}
            mobile={user.mobile}
          />
        ) : null}
      </div>
      <SessionList
        sessions={sessions}
        onSignOut={async (id) => {
          await signOutSession(id);
          setSessions((all) => all?.filter((s) => s.id !== id) ?? null);
        }}
        onSignOutAll={async () => {
          // The server closes this page's chat socket too: expected, not a session lost.
          expectImSignOut();
          await signOutEverywhere();
          await logout(navigate, { ended: true });
        }}
      />
    </div>
  );
}
