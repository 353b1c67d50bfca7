/**
 * The game page's words in the languages the casino's pages use, chosen by the launch URL's `lang`
 * (a demo launch names the page's language; a real launch names none and stays English). The
 * provider keeps its own words: it is a separate party, and shares only the launch and wallet
 * protocols with the platform.
 */
export type PageWords = {
  balance: string;
  playMoney: string;
  demoBadge: string;
  /** {currency} */
  bet: string;
  spin: string;
  play: string;
  yourCall: string;
  hi: string;
  lo: string;
  reels: string;
  dice: string;
  slotRules: string;
  hiloRules: string;
  /** {amount} {currency} */
  youWin: string;
  /** {amount} */
  noWin: string;
  connection: string;
  /** {msg} */
  refused: string;
  messages: Record<string, string>;
  expiredTitle: string;
  expired: string;
  invalidTitle: string;
  invalid: string;
  notFoundTitle: string;
  notFound: string;
};

const en: PageWords = {
  balance: 'Balance',
  playMoney: 'Play money',
  demoBadge: 'Demo · play money',
  bet: 'Bet ({currency})',
  spin: 'Spin',
  play: 'Play',
  yourCall: 'Your call',
  hi: 'Hi (51–100)',
  lo: 'Lo (1–50)',
  reels: 'Reels',
  dice: 'Dice',
  slotRules: 'Three of a kind: 7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8. Two ♥ ×4.',
  hiloRules: 'Roll 1–100. A right call pays ×1.9.',
  youWin: 'You win {amount} {currency}!',
  noWin: 'No win this time (bet {amount}).',
  connection: 'Connection problem. Please try again.',
  refused: 'Round refused: {msg}',
  messages: {
    insufficient_balance: 'Not enough balance for this bet.',
    session_expired: 'This game session has ended. Please launch the game again.',
    wallet_unavailable: 'The wallet did not answer. Your bet was cancelled.',
    win_pending: 'Your win is being credited. Please check your balance shortly.',
    bet_above_bonus_maximum: 'This bet is above the maximum allowed while your bonus is active. Choose a smaller bet.',
    loss_limit_reached: 'This bet would pass the loss limit you set. Your limits are on your account page.',
    wager_limit_reached: 'This bet would pass the wager limit you set. Your limits are on your account page.',
  },
  expiredTitle: 'Game link expired',
  expired: 'This game link has expired. Please launch the game again from the site.',
  invalidTitle: 'Invalid game link',
  invalid: 'This game link is not valid.',
  notFoundTitle: 'Game not found',
  notFound: 'This game is not available.',
};

const zh: PageWords = {
  balance: '余额',
  playMoney: '虚拟币',
  demoBadge: '试玩 · 虚拟币',
  bet: '投注（{currency}）',
  spin: '旋转',
  play: '开始',
  yourCall: '您的选择',
  hi: '大（51–100）',
  lo: '小（1–50）',
  reels: '转轴',
  dice: '骰子',
  slotRules: '三个相同：7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8。两个 ♥ ×4。',
  hiloRules: '掷出 1–100。猜对赔付 ×1.9。',
  youWin: '您赢得 {amount} {currency}！',
  noWin: '本局未中奖（投注 {amount}）。',
  connection: '连接出现问题，请重试。',
  refused: '本局被拒绝：{msg}',
  messages: {
    insufficient_balance: '余额不足以进行此投注。',
    session_expired: '本次游戏已结束，请重新启动游戏。',
    wallet_unavailable: '钱包没有响应，您的投注已取消。',
    win_pending: '您的奖金正在入账，请稍后查看余额。',
    bet_above_bonus_maximum: '此投注超过红利有效期间的最高投注额，请选择较小的投注。',
    loss_limit_reached: '此投注将超过您设定的亏损限额。限额可在账户页面查看。',
    wager_limit_reached: '此投注将超过您设定的投注限额。限额可在账户页面查看。',
  },
  expiredTitle: '游戏链接已过期',
  expired: '此游戏链接已过期，请从网站重新启动游戏。',
  invalidTitle: '游戏链接无效',
  invalid: '此游戏链接无效。',
  notFoundTitle: '找不到游戏',
  notFound: '此游戏暂不可用。',
};

const ms: PageWords = {
  balance: 'Baki',
  playMoney: 'Wang mainan',
  demoBadge: 'Demo · wang mainan',
  bet: 'Pertaruhan ({currency})',
  spin: 'Putar',
  play: 'Main',
  yourCall: 'Pilihan anda',
  hi: 'Tinggi (51–100)',
  lo: 'Rendah (1–50)',
  reels: 'Gulungan',
  dice: 'Dadu',
  slotRules: 'Tiga sama: 7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8. Dua ♥ ×4.',
  hiloRules: 'Balingan 1–100. Pilihan yang betul membayar ×1.9.',
  youWin: 'Anda menang {amount} {currency}!',
  noWin: 'Tiada kemenangan kali ini (pertaruhan {amount}).',
  connection: 'Masalah sambungan. Sila cuba lagi.',
  refused: 'Pusingan ditolak: {msg}',
  messages: {
    insufficient_balance: 'Baki tidak mencukupi untuk pertaruhan ini.',
    session_expired: 'Sesi permainan ini telah tamat. Sila lancarkan permainan semula.',
    wallet_unavailable: 'Dompet tidak menjawab. Pertaruhan anda dibatalkan.',
    win_pending: 'Kemenangan anda sedang dikreditkan. Sila semak baki anda sebentar lagi.',
    bet_above_bonus_maximum: 'Pertaruhan ini melebihi had semasa bonus anda aktif. Pilih pertaruhan yang lebih kecil.',
    loss_limit_reached: 'Pertaruhan ini akan melebihi had kerugian anda. Had anda ada di halaman akaun.',
    wager_limit_reached: 'Pertaruhan ini akan melebihi had pertaruhan anda. Had anda ada di halaman akaun.',
  },
  expiredTitle: 'Pautan permainan tamat tempoh',
  expired: 'Pautan permainan ini telah tamat tempoh. Sila lancarkan permainan semula dari laman.',
  invalidTitle: 'Pautan permainan tidak sah',
  invalid: 'Pautan permainan ini tidak sah.',
  notFoundTitle: 'Permainan tidak ditemui',
  notFound: 'Permainan ini tidak tersedia.',
};

const th: PageWords = {
  balance: 'ยอดเงิน',
  playMoney: 'เงินจำลอง',
  demoBadge: 'ทดลองเล่น · เงินจำลอง',
  bet: 'เดิมพัน ({currency})',
  spin: 'หมุน',
  play: 'เล่น',
  yourCall: 'ตัวเลือกของคุณ',
  hi: 'สูง (51–100)',
  lo: 'ต่ำ (1–50)',
  reels: 'รีล',
  dice: 'ลูกเต๋า',
  slotRules: 'สามตัวเหมือนกัน: 7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8 สอง ♥ ×4',
  hiloRules: 'ทอยได้ 1–100 ทายถูกจ่าย ×1.9',
  youWin: 'คุณชนะ {amount} {currency}!',
  noWin: 'รอบนี้ไม่ชนะ (เดิมพัน {amount})',
  connection: 'การเชื่อมต่อมีปัญหา โปรดลองอีกครั้ง',
  refused: 'รอบนี้ถูกปฏิเสธ: {msg}',
  messages: {
    insufficient_balance: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    session_expired: 'เซสชันเกมนี้สิ้นสุดแล้ว โปรดเปิดเกมอีกครั้ง',
    wallet_unavailable: 'กระเป๋าเงินไม่ตอบสนอง เดิมพันของคุณถูกยกเลิก',
    win_pending: 'กำลังโอนเงินรางวัลของคุณ โปรดตรวจสอบยอดเงินในอีกสักครู่',
    bet_above_bonus_maximum: 'เดิมพันนี้เกินยอดสูงสุดขณะที่โบนัสยังใช้งานอยู่ โปรดเลือกเดิมพันที่น้อยลง',
    loss_limit_reached: 'เดิมพันนี้จะเกินวงเงินขาดทุนที่คุณตั้งไว้ ดูวงเงินได้ที่หน้าบัญชี',
    wager_limit_reached: 'เดิมพันนี้จะเกินวงเงินเดิมพันที่คุณตั้งไว้ ดูวงเงินได้ที่หน้าบัญชี',
  },
  expiredTitle: 'ลิงก์เกมหมดอายุ',
  expired: 'ลิงก์เกมนี้หมดอายุแล้ว โปรดเปิดเกมอีกครั้งจากเว็บไซต์',
  invalidTitle: 'ลิงก์เกมไม่ถูกต้อง',
  invalid: 'ลิงก์เกมนี้ไม่ถูกต้อง',
  notFoundTitle: 'ไม่พบเกม',
  notFound: 'เกมนี้ไม่พร้อมให้บริการ',
};

const vi: PageWords = {
  balance: 'Số dư',
  playMoney: 'Tiền ảo',
  demoBadge: 'Chơi thử · tiền ảo',
  bet: 'Cược ({currency})',
  spin: 'Quay',
  play: 'Chơi',
  yourCall: 'Lựa chọn của bạn',
  hi: 'Tài (51–100)',
  lo: 'Xỉu (1–50)',
  reels: 'Cuộn',
  dice: 'Xúc xắc',
  slotRules: 'Ba biểu tượng giống nhau: 7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8. Hai ♥ ×4.',
  hiloRules: 'Gieo 1–100. Đoán đúng trả ×1,9.',
  youWin: 'Bạn thắng {amount} {currency}!',
  noWin: 'Lần này không thắng (cược {amount}).',
  connection: 'Lỗi kết nối. Vui lòng thử lại.',
  refused: 'Ván bị từ chối: {msg}',
  messages: {
    insufficient_balance: 'Số dư không đủ cho lần cược này.',
    session_expired: 'Phiên chơi đã kết thúc. Vui lòng mở lại trò chơi.',
    wallet_unavailable: 'Ví không phản hồi. Lần cược của bạn đã bị hủy.',
    win_pending: 'Tiền thắng đang được ghi có. Vui lòng kiểm tra số dư sau ít phút.',
    bet_above_bonus_maximum: 'Lần cược này vượt mức tối đa khi tiền thưởng đang hoạt động. Hãy chọn mức cược nhỏ hơn.',
    loss_limit_reached: 'Lần cược này sẽ vượt giới hạn thua lỗ bạn đã đặt. Giới hạn nằm ở trang tài khoản.',
    wager_limit_reached: 'Lần cược này sẽ vượt giới hạn cược bạn đã đặt. Giới hạn nằm ở trang tài khoản.',
  },
  expiredTitle: 'Liên kết trò chơi đã hết hạn',
  expired: 'Liên kết trò chơi này đã hết hạn. Vui lòng mở lại trò chơi từ trang web.',
  invalidTitle: 'Liên kết trò chơi không hợp lệ',
  invalid: 'Liên kết trò chơi này không hợp lệ.',
  notFoundTitle: 'Không tìm thấy trò chơi',
  notFound: 'Trò chơi này hiện không khả dụng.',
};

const id: PageWords = {
  balance: 'Saldo',
  playMoney: 'Uang mainan',
  demoBadge: 'Demo · uang mainan',
  bet: 'Taruhan ({currency})',
  spin: 'Putar',
  play: 'Main',
  yourCall: 'Pilihan Anda',
  hi: 'Tinggi (51–100)',
  lo: 'Rendah (1–50)',
  reels: 'Gulungan',
  dice: 'Dadu',
  slotRules: 'Tiga sama: 7 ×200 · ★ ×60 · ♦ ×25 · ♣ ×12 · ♥ ×8. Dua ♥ ×4.',
  hiloRules: 'Lempar 1–100. Tebakan benar membayar ×1,9.',
  youWin: 'Anda menang {amount} {currency}!',
  noWin: 'Belum menang kali ini (taruhan {amount}).',
  connection: 'Masalah koneksi. Silakan coba lagi.',
  refused: 'Ronde ditolak: {msg}',
  messages: {
    insufficient_balance: 'Saldo tidak cukup untuk taruhan ini.',
    session_expired: 'Sesi game ini telah berakhir. Silakan buka game lagi.',
    wallet_unavailable: 'Dompet tidak menjawab. Taruhan Anda dibatalkan.',
    win_pending: 'Kemenangan Anda sedang dikreditkan. Silakan cek saldo sebentar lagi.',
    bet_above_bonus_maximum: 'Taruhan ini melebihi batas selama bonus Anda aktif. Pilih taruhan yang lebih kecil.',
    loss_limit_reached: 'Taruhan ini akan melewati batas kerugian Anda. Batas Anda ada di halaman akun.',
    wager_limit_reached: 'Taruhan ini akan melewati batas taruhan Anda. Batas Anda ada di halaman akun.',
  },
  expiredTitle: 'Tautan game kedaluwarsa',
  expired: 'Tautan game ini sudah kedaluwarsa. Silakan buka game lagi dari situs.',
  invalidTitle: 'Tautan game tidak valid',
  invalid: 'Tautan game ini tidak valid.',
  notFoundTitle: 'Game tidak ditemukan',
  notFound: 'Game ini tidak tersedia.',
};

const WORDS: Record<string, PageWords> = { en, zh, ms, th, vi, id };

/** The words of a language code ("th", "th-th"), English when the provider does not speak it. */
export function pageWords(lang: string | undefined): { lang: string; words: PageWords } {
  const code = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return WORDS[code] ? { lang: code, words: WORDS[code] } : { lang: 'en', words: en };
}

/** Fills "{name}" placeholders. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
