import QRCode from 'qrcode';
import { EMOJI, emojiPath } from '../emoji';
import { absolute } from '../format';
import { websocketUrlOf } from '../origin';
import { COUNTRY_CODES } from '../services/country-codes';
import type { Handlers } from './types';

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
      // Issue 16: the one emoji set of room and private chat.
      emoji: EMOJI.map((e) => ({ emojiName: e.name, url: absolute(origin, emojiPath(e.key)) })),
    };
  },
};
