import type { CountryLanguage, ModuleVisibility } from '../db/schema';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode, type PerLanguage } from '@/lib/contracts/languages';
import { HISTORY_TYPES } from '@/lib/contracts/history-types';
import { WALLET_TARGETS } from '@/lib/contracts/wallet-targets';

/**
 * Demo reference data for a fresh install. Values an operator edits later are
 * only inserted when absent, so a restart never overwrites their changes.
 */

const lang = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { code, name: LANGUAGE_NAMES[code] }])) as Record<
  LanguageCode,
  CountryLanguage
>;

/** Languages are ordered: the first is the country's default. */
export const seedCountries = [
  {
    code: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    languages: [lang.en, lang.zh, lang.ms],
    dialCode: '60',
    mobilenoLength: 10,
    inputDecimal: 2,
    timeZone: 'Asia/Kuala_Lumpur',
  },
  {
    code: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    languages: [lang.en, lang.zh],
    dialCode: '65',
    mobilenoLength: 8,
    inputDecimal: 2,
    timeZone: 'Asia/Singapore',
  },
  {
    code: 'TH',
    name: 'Thailand',
    currency: 'THB',
    languages: [lang.th, lang.en],
    dialCode: '66',
    mobilenoLength: 9,
    inputDecimal: 2,
    timeZone: 'Asia/Bangkok',
  },
  {
    code: 'VN',
    name: 'Vietnam',
    currency: 'VND',
    languages: [lang.vi, lang.en],
    dialCode: '84',
    mobilenoLength: 9,
    inputDecimal: 0,
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  {
    code: 'ID',
    name: 'Indonesia',
    currency: 'IDR',
    languages: [lang.id, lang.en],
    dialCode: '62',
    mobilenoLength: 11,
    inputDecimal: 0,
    timeZone: 'Asia/Jakarta',
  },
].map((c, sort) => ({ ...c, sort, enabled: true }));

export const seedStatuses = [
  { id: 1, code: 'pending', name: 'Pending' },
  { id: 2, code: 'processing', name: 'Processing' },
  { id: 3, code: 'approved', name: 'Approved' },
  { id: 4, code: 'rejected', name: 'Rejected' },
  { id: 5, code: 'cancelled', name: 'Cancelled' },
];

/** site_config rows. `tac` drives common/tac-expiry-setting (days a T&C acceptance stays valid). */
export const seedSiteConfig: Record<string, unknown> = {
  siteTitle: 'Lucky Star Casino',
  logo: { favicon: '/brand/favicon.svg', desktop: '/brand/logo-desktop.svg', mobile: '/brand/logo-mobile.svg' },
  whitelist: [{ domain: 'localhost', index: false }],
  defaultLang: 'en-my',
  version: '1.0.0',
  tac: { expiryDays: 365, version: '1' },
};

const visibleToAll = (): ModuleVisibility => ({
  action: 'is_show',
  is_show: { exclude_user: [] },
  is_hide: { exclude_user: [] },
});

const moduleTree: Record<string, string[]> = {
  profile: [],
  promotions: [],
  'promo-center': [],
  referral: [],
  vip: [],
  'daily-tasks': [],
  'help-center': [],
  // The sub-modules the site's route table and wallet dialog know, from the one place they are listed.
  transactions: [...HISTORY_TYPES],
  wallet: [...WALLET_TARGETS],
};

export const seedModuleSettings = Object.entries(moduleTree)
  .flatMap(([parent, children]) => [{ name: parent, parentName: '' }, ...children.map((name) => ({ name, parentName: parent }))])
  .map((m, sort) => ({ ...m, web: visibleToAll(), mobile: visibleToAll(), sort }));

const categoryNames: Record<string, PerLanguage<string>> = {
  slots: { en: 'Slots', zh: '老虎机', ms: 'Slot', th: 'สล็อต', vi: 'Slot', id: 'Slot' },
  'live-casino': {
    en: 'Live Casino',
    zh: '真人娱乐',
    ms: 'Kasino Langsung',
    th: 'คาสิโนสด',
    vi: 'Sòng bài trực tiếp',
    id: 'Kasino Langsung',
  },
  fishing: { en: 'Fishing', zh: '捕鱼', ms: 'Memancing', th: 'ยิงปลา', vi: 'Bắn cá', id: 'Tembak Ikan' },
  table: { en: 'Table Games', zh: '桌面游戏', ms: 'Permainan Meja', th: 'เกมโต๊ะ', vi: 'Trò chơi bàn', id: 'Permainan Meja' },
  lottery: { en: 'Lottery', zh: '彩票', ms: 'Loteri', th: 'หวย', vi: 'Xổ số', id: 'Lotre' },
  sports: { en: 'Sports', zh: '体育', ms: 'Sukan', th: 'กีฬา', vi: 'Thể thao', id: 'Olahraga' },
};

export const seedCategorySettings = seedCountries.flatMap((country) =>
  Object.entries(categoryNames).map(([type, memberDisplay], i) => ({
    currency: country.currency,
    type,
    memberDisplay,
    img: `/categories/${type}.svg`,
    priority: i + 1,
    enabled: true,
  })),
);

/** docs/PRODUCT.md §9 banner label mapping: fishing → fish, live casino → live, promotion → promotions. */
const bannerTypes: ReadonlyArray<readonly [label: string, value: string]> = [
  ['home', 'home'],
  ['fishing', 'fish'],
  ['live casino', 'live'],
  ['promotion', 'promotions'],
  ['slots', 'slots'],
  ['sports', 'sports'],
];
export const seedConstants = bannerTypes.map(([label, value], sort) => ({ group: 'bannerType', label, value, sort }));
