import type { PerLanguage } from '@/lib/contracts/languages';

/** The demo loyalty texts in every seeded language (demo content only). */
export const TIER_NAMES: Record<string, PerLanguage<string>> = {
  bronze: { en: 'Bronze', zh: '青铜', ms: 'Gangsa', th: 'บรอนซ์', vi: 'Đồng', id: 'Perunggu' },
  silver: { en: 'Silver', zh: '白银', ms: 'Perak', th: 'ซิลเวอร์', vi: 'Bạc', id: 'Perak' },
  gold: { en: 'Gold', zh: '黄金', ms: 'Emas', th: 'โกลด์', vi: 'Vàng', id: 'Emas' },
  platinum: { en: 'Platinum', zh: '铂金', ms: 'Platinum', th: 'แพลทินัม', vi: 'Bạch kim', id: 'Platinum' },
  diamond: { en: 'Diamond', zh: '钻石', ms: 'Berlian', th: 'ไดมอนด์', vi: 'Kim cương', id: 'Berlian' },
};

export const TASK_TEXTS: Record<'login' | 'deposit' | 'turnover' | 'games', PerLanguage<{ name: string; description: string }>> = {
  login: {
    en: { name: 'Daily sign-in', description: 'Sign in today.' },
    zh: { name: '每日登录', description: '今天登录一次。' },
    ms: { name: 'Log masuk harian', description: 'Log masuk hari ini.' },
    th: { name: 'เข้าสู่ระบบรายวัน', description: 'เข้าสู่ระบบวันนี้' },
    vi: { name: 'Đăng nhập hằng ngày', description: 'Đăng nhập hôm nay.' },
    id: { name: 'Masuk harian', description: 'Masuk hari ini.' },
  },
  deposit: {
    en: { name: 'Make a deposit', description: 'Deposit at least {amount} today.' },
    zh: { name: '完成存款', description: '今天存款至少 {amount}。' },
    ms: { name: 'Buat deposit', description: 'Deposit sekurang-kurangnya {amount} hari ini.' },
    th: { name: 'ฝากเงิน', description: 'ฝากเงินอย่างน้อย {amount} วันนี้' },
    vi: { name: 'Nạp tiền', description: 'Nạp ít nhất {amount} hôm nay.' },
    id: { name: 'Lakukan deposit', description: 'Deposit minimal {amount} hari ini.' },
  },
  turnover: {
    en: { name: 'Spin the slots', description: 'Bet {amount} in total on slots today.' },
    zh: { name: '畅玩老虎机', description: '今天在老虎机累计投注 {amount}。' },
    ms: { name: 'Main slot', description: 'Bertaruh sejumlah {amount} pada slot hari ini.' },
    th: { name: 'เล่นสล็อต', description: 'เดิมพันสล็อตรวม {amount} วันนี้' },
    vi: { name: 'Quay slot', description: 'Cược tổng cộng {amount} vào slot hôm nay.' },
    id: { name: 'Main slot', description: 'Taruhan total {amount} di slot hari ini.' },
  },
  games: {
    en: { name: 'Explorer', description: 'Play {count} different games today.' },
    zh: { name: '探索者', description: '今天玩 {count} 款不同的游戏。' },
    ms: { name: 'Penjelajah', description: 'Main {count} permainan berbeza hari ini.' },
    th: { name: 'นักสำรวจ', description: 'เล่นเกมที่แตกต่างกัน {count} เกมวันนี้' },
    vi: { name: 'Nhà thám hiểm', description: 'Chơi {count} trò chơi khác nhau hôm nay.' },
    id: { name: 'Penjelajah', description: 'Mainkan {count} game berbeda hari ini.' },
  },
};
