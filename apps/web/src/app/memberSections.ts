import { lazyPage, type Page } from './lazyPage';

// The member centre (`/member?type=`, SPEC §2 and "Personal centre"): each section a page of its own
// feature (features/member, features/wallet, …), composed here so features stay apart. A section's
// page renders below the centre's heading (its own headings start at h2). Adding a section is one
// row; its menu label is the catalog key `app.member.section.<key>`.

const Profile = lazyPage(() => import('../features/member/profile/ProfilePage'));
const Follows = lazyPage(() => import('../features/member/follows/FollowsPage'));
const Space = lazyPage(() => import('../features/member/space/SpacePage'));
const Security = lazyPage(() => import('../features/member/security/SecurityPage'));
const Wallet = lazyPage(() => import('../features/wallet/WalletPage'));
const Binding = lazyPage(() => import('../features/wallet/BindingPage'));
const ApplyAnchor = lazyPage(() => import('../features/anchor-apply/ApplyPage'));
const AnchorCentre = lazyPage(() => import('../features/anchor-centre/AnchorCentrePage'));

export interface MemberSectionDef {
  /** `type` in `/member?type=`; undefined for a section with its own path (`/persona`). */
  type?: number;
  key: string;
  page: Page;
  /** Shown in the menu only to streamers (true) or only to non-streamers (false). */
  anchor?: boolean;
  /** A section with its own path instead of `/member?type=`. */
  path?: string;
}

export const memberSections: MemberSectionDef[] = [
  { type: 19, key: 'profile', page: Profile },
  { type: 1, key: 'wallet', page: Wallet },
  { type: 4, key: 'binding', page: Binding },
  { type: 3, key: 'security', page: Security },
  { type: 18, key: 'space', page: Space },
  { path: '/persona', key: 'follows', page: Follows },
  // The streamer's side (issue 15): becoming one, then the anchor centre.
  { type: 7, key: 'applyAnchor', page: ApplyAnchor, anchor: false },
  { type: 9, key: 'anchorCentre', page: AnchorCentre, anchor: true },
];

/** The section `/member?type=` (or `/persona`) shows; the personal centre (19) when the type is unknown. */
export function memberSectionOf(pathname: string, type: string | null): MemberSectionDef {
  const byPath = memberSections.find((s) => s.path && s.path.toLowerCase() === pathname.toLowerCase());
  if (byPath) return byPath;
  return memberSections.find((s) => s.type !== undefined && String(s.type) === type) ?? memberSections[0]!;
}

export const memberHref = (s: MemberSectionDef) => s.path ?? `/member?type=${s.type}`;
