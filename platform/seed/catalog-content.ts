import type { PerLanguage as LanguageTable } from '@/lib/contracts/languages';

/** Seed words: every language, so one left out fails the compiler. */
type PerLanguage = LanguageTable<string>;
import { ALL_CURRENCIES } from './catalog-providers';

/**
 * Demo banners, dashboard popups, contact data and per-currency general info. Images named
 * `media/…svg` are storage keys (under the {env} segment) that the publisher fills with
 * generated art when missing; an operator may put any URL there instead.
 */

type BannerSeed = { type: string; link: string; title: PerLanguage };

/** One banner per bannerType constant value (home, fish, live, promotions, slots, sports). */
const bannerKinds: BannerSeed[] = [
  {
    type: 'home',
    link: '/promotions',
    title: {
      // The welcome offer is a fixed amount per currency (promotion-content.ts): promise no percentage.
      en: 'A welcome bonus the moment you join',
      zh: '注册即得迎新奖金',
      ms: 'Bonus alu-aluan sebaik sahaja anda menyertai',
      th: 'รับโบนัสต้อนรับทันทีที่สมัคร',
      vi: 'Nhận thưởng chào mừng ngay khi đăng ký',
      id: 'Bonus sambutan begitu Anda bergabung',
    },
  },
  {
    type: 'slots',
    link: '/slots',
    title: {
      en: 'Thousands of slots, one lobby',
      zh: '数千款老虎机，一个大厅',
      ms: 'Ribuan slot, satu lobi',
      th: 'สล็อตนับพันในล็อบบี้เดียว',
      vi: 'Hàng nghìn slot trong một sảnh',
      id: 'Ribuan slot dalam satu lobi',
    },
  },
  {
    type: 'live',
    link: '/live-casino',
    title: {
      en: 'Live dealers around the clock',
      zh: '全天候真人荷官',
      ms: 'Dealer langsung sepanjang masa',
      th: 'ดีลเลอร์สดตลอด 24 ชั่วโมง',
      vi: 'Người chia bài trực tiếp 24/7',
      id: 'Dealer langsung sepanjang waktu',
    },
  },
  {
    type: 'fish',
    link: '/fishing',
    title: {
      en: 'Dive into the fishing arcade',
      zh: '畅玩捕鱼街机',
      ms: 'Selami arked memancing',
      th: 'ดำดิ่งสู่เกมยิงปลา',
      vi: 'Đắm chìm trong game bắn cá',
      id: 'Selami arena tembak ikan',
    },
  },
  {
    type: 'sports',
    link: '/sports',
    title: {
      en: 'Every match, live odds',
      zh: '每场比赛，实时赔率',
      ms: 'Setiap perlawanan, odds langsung',
      th: 'ทุกแมตช์ พร้อมราคาสด',
      vi: 'Mọi trận đấu, tỷ lệ trực tiếp',
      id: 'Setiap pertandingan, odds langsung',
    },
  },
  {
    type: 'promotions',
    link: '/promotions',
    title: {
      en: 'Weekly cashback for members',
      zh: '会员每周返现',
      ms: 'Pulangan tunai mingguan untuk ahli',
      th: 'เงินคืนรายสัปดาห์สำหรับสมาชิก',
      vi: 'Hoàn tiền hàng tuần cho thành viên',
      id: 'Cashback mingguan untuk member',
    },
  },
];

export const seedBanners = [
  // One banner for every currency (currency null).
  { id: 1, currency: null, ...bannerKinds[0]!, img: 'media/banners/scene-all-home.webp', priority: 1, enabled: true },
  ...ALL_CURRENCIES.flatMap((currency, c) =>
    bannerKinds.map((kind, k) => ({
      id: 100 + c * 10 + k,
      currency,
      ...kind,
      img: `media/banners/scene-${currency.toLowerCase()}-${kind.type}.webp`,
      priority: k + 2,
      enabled: true,
    })),
  ),
];

const announcementTitle: PerLanguage = {
  en: 'Announcement',
  zh: '公告',
  ms: 'Pengumuman',
  th: 'ประกาศ',
  vi: 'Thông báo',
  id: 'Pengumuman',
};

const popupContent = (currency: string): PerLanguage => ({
  en: `Deposits in ${currency} are credited instantly through the demo gateway. Play responsibly.`,
  zh: `通过演示网关的${currency}存款即时到账。请理性娱乐。`,
  ms: `Deposit dalam ${currency} dikreditkan serta-merta melalui gerbang demo. Bermain secara bertanggungjawab.`,
  th: `การฝากเงินสกุล ${currency} ผ่านเกตเวย์สาธิตจะเข้าบัญชีทันที โปรดเล่นอย่างมีความรับผิดชอบ`,
  vi: `Tiền gửi bằng ${currency} qua cổng demo được ghi có ngay lập tức. Hãy chơi có trách nhiệm.`,
  id: `Deposit dalam ${currency} melalui gateway demo langsung masuk. Bermainlah secara bertanggung jawab.`,
});

const offerTitle: PerLanguage = {
  en: 'Deposit bonus',
  zh: '存款红利',
  ms: 'Bonus deposit',
  th: 'โบนัสเงินฝาก',
  vi: 'Thưởng nạp tiền',
  id: 'Bonus deposit',
};

const offerContent: PerLanguage = {
  en: 'Double your first deposit this week. See the promotions page for the terms.',
  zh: '本周首存翻倍。条款请见优惠页面。',
  ms: 'Gandakan deposit pertama anda minggu ini. Lihat halaman promosi untuk terma.',
  th: 'รับโบนัสเงินฝากแรกเป็นสองเท่าในสัปดาห์นี้ ดูเงื่อนไขได้ที่หน้าโปรโมชั่น',
  vi: 'Nhân đôi lần nạp đầu tiên trong tuần này. Xem điều khoản tại trang khuyến mãi.',
  id: 'Gandakan deposit pertama Anda minggu ini. Lihat halaman promosi untuk syaratnya.',
};

/**
 * One announcement popup per currency, hidden for a day once dismissed; MYR and THB have a second
 * one (pop-ups page one after another) that opens the promotions page.
 */
export const seedDashboardPopups = [
  ...ALL_CURRENCIES.map((currency, i) => ({
    id: i + 1,
    currency,
    title: announcementTitle,
    content: popupContent(currency),
    img: `media/popups/scene-${currency.toLowerCase()}.webp`,
    link: '',
    hidePeriod: 1,
    enabled: true,
  })),
  ...['MYR', 'THB'].map((currency, i) => ({
    id: ALL_CURRENCIES.length + i + 1,
    currency,
    title: offerTitle,
    content: offerContent,
    img: `media/popups/scene-${currency.toLowerCase()}.webp`,
    link: '/promotions',
    hidePeriod: 1,
    enabled: true,
  })),
];

/** The marquee text per language, the same in every currency. */
export const seedAnnouncement: PerLanguage = {
  en: 'Welcome to Lucky Star Casino. New games every week — check the lobby!',
  zh: '欢迎来到幸运星娱乐场。每周上新游戏——快去大厅看看！',
  ms: 'Selamat datang ke Lucky Star Casino. Permainan baharu setiap minggu — lihat lobi!',
  th: 'ยินดีต้อนรับสู่ Lucky Star Casino เกมใหม่ทุกสัปดาห์ — ไปดูที่ล็อบบี้เลย!',
  vi: 'Chào mừng đến với Lucky Star Casino. Trò chơi mới mỗi tuần — hãy xem sảnh!',
  id: 'Selamat datang di Lucky Star Casino. Game baru setiap minggu — cek lobinya!',
};

/** Deposit/withdrawal limits per currency, as decimal strings in the currency's own precision. */
export const seedWalletLimits: Record<string, { minDeposit: string; maxDeposit: string; minWithdrawal: string; maxWithdrawal: string }> = {
  MYR: { minDeposit: '30.00', maxDeposit: '50000.00', minWithdrawal: '50.00', maxWithdrawal: '30000.00' },
  SGD: { minDeposit: '10.00', maxDeposit: '20000.00', minWithdrawal: '20.00', maxWithdrawal: '10000.00' },
  THB: { minDeposit: '100.00', maxDeposit: '500000.00', minWithdrawal: '300.00', maxWithdrawal: '200000.00' },
  VND: { minDeposit: '100000', maxDeposit: '500000000', minWithdrawal: '200000', maxWithdrawal: '300000000' },
  IDR: { minDeposit: '50000', maxDeposit: '100000000', minWithdrawal: '100000', maxWithdrawal: '50000000' },
};

/** site_config rows the catalogue reads (general-info); inserted only when absent. */
export const seedCatalogConfig: Record<string, unknown> = {
  announcement: seedAnnouncement,
  walletLimits: seedWalletLimits,
};

type ContactSeed = { countryCode: string; phone: string; whatsapp: string; line: string; telegram: string; wechat: string };

const contactBase: ContactSeed[] = [
  { countryCode: 'MY', phone: '+60 3-2770 1234', whatsapp: '+60 12-345 6789', line: '', telegram: 'luckystar_my', wechat: 'luckystar_my' },
  { countryCode: 'SG', phone: '+65 6123 4567', whatsapp: '+65 9123 4567', line: '', telegram: 'luckystar_sg', wechat: 'luckystar_sg' },
  { countryCode: 'TH', phone: '+66 2 123 4567', whatsapp: '', line: '@luckystar_th', telegram: 'luckystar_th', wechat: '' },
  { countryCode: 'VN', phone: '+84 28 1234 5678', whatsapp: '', line: '', telegram: 'luckystar_vn', wechat: '' },
  { countryCode: 'ID', phone: '+62 21 1234 5678', whatsapp: '+62 812 3456 7890', line: '', telegram: 'luckystar_id', wechat: '' },
];

/** docs/PRODUCT.md §3 Contact data: `setting` says which channels show; empty channels are switched off. */
export const seedContacts = contactBase.map((c) => {
  const cc = c.countryCode.toLowerCase();
  const data: Record<string, string> = {
    phone: c.phone,
    whatsapp: c.whatsapp,
    email: `support-${cc}@luckystar.example`,
    line: c.line,
    telegram: c.telegram,
    wechat: c.wechat,
    skype: '',
    yahoo: '',
    kakao: '',
    facebook_url: `https://facebook.example/luckystar.${cc}`,
    facebook_url_label: 'Lucky Star Casino',
    instagram_url: `https://instagram.example/luckystar.${cc}`,
    instagram_url_label: '@luckystar',
    youtube_url: 'https://youtube.example/@luckystar',
    youtube_url_label: 'Lucky Star TV',
    twitter_url: 'https://twitter.example/luckystar',
    twitter_url_label: '@luckystar',
    liveChatScript: '',
  };
  const setting = Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !key.endsWith('_label'))
      .map(([key, value]) => [key, value !== '']),
  );
  return { countryCode: c.countryCode, setting, data };
});
