import {
  Button,
  Composer,
  type Contact,
  ContactList,
  ConversationList,
  GroupDialog,
  type GroupDialogMode,
  type GroupSummary,
  MessagePane,
  NoticeList,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@arena/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { notify } from '../../session/notices';
import { session } from '../../session/store';
import {
  addGroupUsers,
  blockUser,
  createGroup,
  destroyGroup,
  fetchContacts,
  fetchGroupInfo,
  fetchRecommendedGroups,
  fetchRecommendedUsers,
  fetchRelation,
  joinGroup,
  quitGroup,
  unblockUser,
} from './api';
import * as styles from './Messaging.css';
import {
  loadConversations,
  loadMore,
  loadNotices,
  markNoticeRead,
  openUser,
  retry,
  select,
  sendImage,
  sendText,
  setViewing,
  store,
} from './store';
import { conversationView, groupOf, peerOf } from './view';

// Paged answers type `data` loosely (the shared Paged schema): these are their items.
type RecommendedUser = { uid: number; user_nickname: string; avatar: string };
type ChatGroup = { group_id: string; name: string; avatar: string; members: number };

type Tab = 'chats' | 'contacts' | 'notices';
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The contacts tab's data: loaded when the tab first shows. */
function usePeople(wanted: boolean) {
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [users, setUsers] = useState<Contact[]>([]);
  const [groups, setGroups] = useState<GroupSummary[]>([]);
  const load = useCallback(() => {
    setError(null);
    fetchContacts().then(
      (list) => setContacts(list.map((c) => ({ uid: c.uid, nick: c.profile?.nick ?? c.nick, avatar: c.avatar || undefined }))),
      (err) => setError(errorText(err)),
    );
    fetchRecommendedUsers().then(
      (a) =>
        setUsers(
          ((a.data as RecommendedUser[] | undefined) ?? []).map((u) => ({
            uid: u.uid,
            nick: u.user_nickname,
            avatar: u.avatar || undefined,
          })),
        ),
      () => undefined,
    );
    fetchRecommendedGroups().then(
      (a) =>
        setGroups(
          ((a.data as ChatGroup[] | undefined) ?? []).map((g) => ({
            id: g.group_id,
            name: g.name,
            avatar: g.avatar || undefined,
            members: g.members,
          })),
        ),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (wanted && contacts === null && !error) load();
  }, [wanted, contacts, error, load]);
  return { contacts, error, users, groups, reload: load };
}

/**
 * The messaging screen (issue 16), in the overlay and on /chat-chat: conversations with the open one's
 * messages and send box; contacts, recommended people and groups, customer service; the message centre.
 */
export function MessagingView() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `app.messaging.${id}` }, values);
  const navigate = useNavigate();
  const snap = useSnapshot(store);
  const { user, kefu } = useSnapshot(session);
  const [tab, setTab] = useState<Tab>('chats');
  const people = usePeople(tab === 'contacts');
  const [dialog, setDialog] = useState<GroupDialogMode | null>(null);
  const [relation, setRelation] = useState<{ blocked: boolean; blockedMe: boolean } | null>(null);
  const [members, setMembers] = useState<number[]>([]);

  useEffect(() => {
    setViewing(true);
    return () => setViewing(false);
  }, []);
  useEffect(() => {
    if (tab === 'notices' && snap.notices === null) void loadNotices(1);
  }, [tab, snap.notices]);

  const serviceID = kefu?.id ? String(kefu.id) : null;
  const conversations = useMemo(
    () => snap.conversations?.map((c) => conversationView(c as (typeof store.conversations & object)[number], serviceID)) ?? null,
    [snap.conversations, serviceID],
  );
  const active = snap.conversations?.find((c) => c.conversationID === snap.active) ?? null;
  const activeView = conversations?.find((c) => c.id === snap.active) ?? null;
  const thread = snap.active ? snap.threads[snap.active] : undefined;
  const peer = snap.active ? peerOf(snap.active) : null;
  const group = active?.groupProfile;
  const isOwner = group != null && String(user?.id) === group.ownerID;

  // A private conversation's relation: blocked either way (the send box says why it cannot send).
  useEffect(() => {
    setRelation(null);
    if (peer == null) return;
    let stale = false;
    fetchRelation(peer).then(
      (r) => {
        if (!stale) setRelation({ blocked: r.is_black === 1, blockedMe: r.is_blacked === 1 });
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [peer]);

  const title = activeView ? activeView.name || intl.formatMessage({ id: 'ui.messaging.defaultNick' }) : '';
  const disabledReason = relation?.blocked
    ? t('youBlocked')
    : group && (!group.isMember || group.destroyed)
      ? t(group.destroyed ? 'groupDestroyed' : 'notMember')
      : null;

  const toggleBlock = async () => {
    if (peer == null || !relation) return;
    try {
      await (relation.blocked ? unblockUser(peer) : blockUser(peer));
      setRelation({ ...relation, blocked: !relation.blocked });
      notify(t(relation.blocked ? 'unblocked' : 'blocked', { name: title }), 'positive');
    } catch (err) {
      notify(errorText(err), 'critical');
    }
  };

  const openGroupDialog = (mode: GroupDialogMode) => {
    setDialog(mode);
    if (mode === 'create' || mode === 'add') {
      if (people.contacts === null) people.reload();
    }
    // Adding people: the group's members are not offered again.
    setMembers([]);
    const gid = snap.active ? groupOf(snap.active) : null;
    if (mode === 'add' && gid)
      fetchGroupInfo(gid).then(
        (info) => setMembers(info.member_list.map((m) => m.uid)),
        () => undefined,
      );
  };
  const candidates = (people.contacts ?? []).filter((c) => !members.includes(c.uid) && c.uid !== user?.id);

  const submitGroup = async (input: { name?: string; uids?: number[] }) => {
    const gid = snap.active ? groupOf(snap.active) : null;
    if (dialog === 'create') {
      const created = await createGroup(input.name ?? '', input.uids ?? []);
      await loadConversations();
      setTab('chats');
      select(`GROUP${created.group_id}`);
    } else if (dialog === 'add' && gid) {
      await addGroupUsers(gid, input.uids ?? []);
      setMembers((m) => [...m, ...(input.uids ?? [])]);
      notify(t('added'), 'positive');
    } else if (dialog === 'leave' && gid) {
      await quitGroup(gid);
      await loadConversations();
    } else if (dialog === 'destroy' && gid) {
      await destroyGroup(gid);
      await loadConversations();
    }
  };

  const actions =
    peer != null && relation && !activeView?.service ? (
      <Button size="small" variant="soft" tone={relation.blocked ? 'neutral' : 'critical'} onClick={() => void toggleBlock()}>
        {relation.blocked ? t('unblock') : t('block')}
      </Button>
    ) : group?.isMember && !group.destroyed ? (
      <>
        <Button size="small" variant="soft" tone="neutral" onClick={() => openGroupDialog('add')}>
          {t('addMembers')}
        </Button>
        <Button size="small" variant="soft" tone="critical" onClick={() => openGroupDialog(isOwner ? 'destroy' : 'leave')}>
          {isOwner ? t('destroy') : t('leave')}
        </Button>
      </>
    ) : null;

  const openService = () => {
    if (!kefu?.id) return;
    openUser(kefu.id, kefu.user_nickname ?? '', kefu.avatar ?? '');
    setTab('chats');
  };

  return (
    <div className={styles.view}>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className={styles.view}>
        <div className={styles.toolbar}>
          <TabsList label={t('sections')}>
            <TabsTrigger value="chats">{t('chats')}</TabsTrigger>
            <TabsTrigger value="contacts">{t('contacts')}</TabsTrigger>
            <TabsTrigger value="notices">
              {snap.noticeUnread > 0 ? t('noticesUnread', { count: snap.noticeUnread }) : t('notices')}
            </TabsTrigger>
          </TabsList>
          <span>
            {kefu?.id ? (
              <Button size="small" variant="ghost" tone="neutral" onClick={openService}>
                {t('service')}
              </Button>
            ) : null}
            <Button size="small" variant="soft" onClick={() => openGroupDialog('create')}>
              {t('newGroup')}
            </Button>
          </span>
        </div>
        <TabsContent value="chats">
          <div className={styles.chats}>
            <div className={styles.column}>
              <ConversationList
                conversations={conversations}
                selectedId={snap.active}
                onSelect={select}
                error={snap.error}
                onRetry={() => void loadConversations()}
                emojis={snap.emojis}
              />
            </div>
            <div className={styles.paneColumn}>
              {snap.active ? (
                <MessagePane
                  key={snap.active}
                  title={title}
                  messages={thread ? (thread.messages as never) : null}
                  hasMore={thread ? !thread.complete : false}
                  loadingMore={thread?.loading}
                  onLoadMore={() => snap.active && void loadMore(snap.active)}
                  onRetry={(id) => snap.active && retry(snap.active, id)}
                  error={thread && thread.messages.length === 0 ? thread.error : null}
                  onReload={() => snap.active && select(snap.active)}
                  actions={actions}
                  showNicks={activeView?.kind === 'group'}
                  emojis={snap.emojis}
                  onNavigate={navigate}
                  composer={
                    <Composer
                      recipient={title}
                      emojis={snap.emojis}
                      disabledReason={disabledReason}
                      onSend={(text) => snap.active && sendText(snap.active, text)}
                      onAttach={(file) => {
                        if (snap.active) sendImage(snap.active, file).catch((err) => notify(errorText(err), 'critical'));
                      }}
                    />
                  }
                />
              ) : (
                <p className={styles.placeholder}>{t('pick')}</p>
              )}
            </div>
          </div>
        </TabsContent>
        <TabsContent value="contacts">
          <div className={styles.scroll}>
            <ContactList
              contacts={people.contacts}
              error={people.error}
              onRetry={people.reload}
              onMessage={(c) => {
                openUser(c.uid, c.nick, c.avatar ?? '');
                setTab('chats');
              }}
              recommendedUsers={people.users}
              recommendedGroups={people.groups}
              onJoinGroup={(g) =>
                joinGroup(g.id).then(
                  async () => {
                    await loadConversations();
                    setTab('chats');
                    select(`GROUP${g.id}`);
                  },
                  (err) => notify(errorText(err), 'critical'),
                )
              }
            />
          </div>
        </TabsContent>
        <TabsContent value="notices">
          <div className={styles.scroll}>
            <NoticeList
              notices={snap.notices as never}
              error={snap.noticesError}
              onRetry={() => void loadNotices(1)}
              onRead={(id) => void markNoticeRead(id)}
              onReadAll={() => void markNoticeRead()}
              hasMore={snap.noticesMore}
              onLoadMore={() => void loadNotices(snap.noticesPage + 1)}
            />
          </div>
        </TabsContent>
      </Tabs>
      {dialog ? (
        <GroupDialog
          mode={dialog}
          open
          onOpenChange={(o) => {
            if (!o) setDialog(null);
          }}
          groupName={group?.name ?? ''}
          candidates={candidates}
          onSubmit={submitGroup}
        />
      ) : null}
    </div>
  );
}
