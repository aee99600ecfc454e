import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from './Footer';

const qr = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#fff"/><rect x="8" y="8" width="30" height="30"/><rect x="58" y="8" width="30" height="30"/><rect x="8" y="58" width="30" height="30"/></svg>')}`;

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  args: {
    weiboQrCode: qr,
    followUsQrCode: qr,
    applyForAnchor: 'QQ 800000001',
    feedbackQq: '800000002',
    customerServiceEmail: 'support@arena.example',
    siteIcp: '京ICP备00000000号-1',
    siteGwa: '京公网安备 11000000000000号',
    valueAddedLicense: '增值电信业务经营许可证：京B2-00000000',
    footballLeagues: [45, 46, 82, 129, 120, 108, 542].map((id, i) => ({
      id,
      name: ['英超', '西甲', 'Ligue 1', 'V.League 1', '中超', 'Serie A', 'Bundesliga'][i]!,
      href: `/base-football?id=${id}`,
    })),
    basketballLeagues: [1, 3].map((id, i) => ({ id, name: ['NBA', 'CBA'][i]!, href: `/base-basketball?id=${id}` })),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSettings: Story = {
  args: {
    weiboQrCode: undefined,
    followUsQrCode: undefined,
    applyForAnchor: undefined,
    feedbackQq: undefined,
    customerServiceEmail: undefined,
  },
};
