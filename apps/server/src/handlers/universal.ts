import QRCode from 'qrcode';
import { websocketUrlOf } from '../origin';
import type { Handlers } from './types';

const COUNTRY_CODES = [
  { id: 1, code: '86', name: '中国', name_en: 'China', name_vi: 'Trung Quốc' },
  { id: 2, code: '84', name: '越南', name_en: 'Vietnam', name_vi: 'Việt Nam' },
  { id: 3, code: '852', name: '中国香港', name_en: 'Hong Kong', name_vi: 'Hồng Kông' },
  { id: 4, code: '853', name: '中国澳门', name_en: 'Macau', name_vi: 'Ma Cao' },
  { id: 5, code: '886', name: '中国台湾', name_en: 'Taiwan', name_vi: 'Đài Loan' },
  { id: 6, code: '65', name: '新加坡', name_en: 'Singapore', name_vi: 'Singapore' },
  { id: 7, code: '60', name: '马来西亚', name_en: 'Malaysia', name_vi: 'Malaysia' },
  { id: 8, code: '66', name: '泰国', name_en: 'Thailand', name_vi: 'Thái Lan' },
  { id: 9, code: '1', name: '美国', name_en: 'United States', name_vi: 'Hoa Kỳ' },
  { id: 10, code: '44', name: '英国', name_en: 'United Kingdom', name_vi: 'Anh' },
];

const HOT_SEARCH = ['英超', 'NBA', '皇家马德里', '湖人', '中超', 'CBA', '欧冠', 'V.League', '曼联', '勇士', '巴塞罗那', '拜仁'];

// QR images for the footer are made once per origin: they only encode addresses. Issue 12: bounded
// (least recently used out), since without PUBLIC_ORIGIN the origin comes from the request's Host.
export const QR_CACHE_SIZE = 8;
const qrCache = new Map<string, Promise<string>>();
export const qrCacheSize = () => qrCache.size;
const qr = (text: string) => {
  let image = qrCache.get(text);
  if (image) qrCache.delete(text);
  else image = QRCode.toDataURL(text, { margin: 1, width: 160 });
  qrCache.set(text, image);
  if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value!);
  return image;
};

export const universalHandlers: Handlers = {
  async universal_getHot({ request, services, origin }) {
    const { config } = services;
    return {
      websocket: websocketUrlOf(config, request),
      CountryCode: COUNTRY_CODES,
      weibo_qr_code: await qr(`${origin}/downLoad`),
      follow_us: await qr(`${origin}/main`),
      apply_for_anchor: 'QQ 800000001',
      feedback_qq: '800000002',
      customer_service_email: 'support@arena.example',
      site_icp: '京ICP备00000000号-1',
      site_gwa: '京公网安备 11000000000000号',
      Value_added_business_license: '增值电信业务经营许可证：京B2-00000000',
      h5_url: config.h5Url,
      announcement: '欢迎来到 Arena：足球、篮球、电竞直播与实时比分。',
      im_driver: config.live.imDriver,
      im_sdk_app_id: config.live.timSdkAppId,
      hot_search: HOT_SEARCH,
    };
  },
};
