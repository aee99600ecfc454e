import { Footer } from '@arena/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { competitionHref } from '../../lib/databaseLinks';
import { session } from '../../session/store';

// Spec §1 / §9: league links, football 45, 46, 82, 129, 120, 108, 542 and basketball 1 and 3, each to
// its competition page (issue 19). The names are the seeded competitions' under those ids (the
// server's seed: 45 UEFA Champions League, 46 Europa League, 82 Premier League, 108 La Liga,
// 120 Bundesliga, 129 Serie A, 542 Chinese Super League), so a link says where it leads.
const FOOTBALL = [
  { id: 82, name: '英超 · Premier League' },
  { id: 108, name: '西甲 · La Liga' },
  { id: 120, name: '德甲 · Bundesliga' },
  { id: 129, name: '意甲 · Serie A' },
  { id: 542, name: '中超 · CSL' },
  { id: 45, name: '欧冠 · Champions League' },
  { id: 46, name: '欧联 · Europa League' },
];
const BASKETBALL = [
  { id: 1, name: 'NBA' },
  { id: 3, name: 'CBA' },
];

export function FooterContainer() {
  const { settings } = useSnapshot(session);
  const navigate = useNavigate();
  return (
    <Footer
      weiboQrCode={settings?.weibo_qr_code}
      followUsQrCode={settings?.follow_us}
      applyForAnchor={settings?.apply_for_anchor}
      feedbackQq={settings?.feedback_qq}
      customerServiceEmail={settings?.customer_service_email}
      siteIcp={settings?.site_icp}
      siteGwa={settings?.site_gwa}
      valueAddedLicense={settings?.Value_added_business_license}
      footballLeagues={FOOTBALL.map((l) => ({ ...l, href: competitionHref('football', l.id) }))}
      basketballLeagues={BASKETBALL.map((l) => ({ ...l, href: competitionHref('basketball', l.id) }))}
      onNavigate={navigate}
    />
  );
}
