import { Footer } from '@arena/ui';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../session/store';

// Spec §1 / §9: league links, football 45, 46, 82, 129, 120, 108, 542 and basketball 1 and 3.
const FOOTBALL = [
  { id: 45, name: '英超 · Premier League' },
  { id: 46, name: '西甲 · La Liga' },
  { id: 82, name: '德甲 · Bundesliga' },
  { id: 129, name: '意甲 · Serie A' },
  { id: 120, name: '法甲 · Ligue 1' },
  { id: 108, name: '中超 · CSL' },
  { id: 542, name: '欧冠 · Champions League' },
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
      footballLeagues={FOOTBALL.map((l) => ({ ...l, href: `/base-football?id=${l.id}` }))}
      basketballLeagues={BASKETBALL.map((l) => ({ ...l, href: `/base-basketball?id=${l.id}` }))}
      onNavigate={navigate}
    />
  );
}
