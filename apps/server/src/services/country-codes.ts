/** The country codes the sign-up form offers (universal/getHot `CountryCode`); SMS_COUNTRY_CODES defaults to them. */
export const COUNTRY_CODES = [
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
