import { LANGUAGE_CODES, type LanguageCode, type PerLanguage } from '@/lib/contracts/languages';

/**
 * The demo promotions' words, in every seeded language (en, zh, ms, th, vi, id). Amounts are put in
 * per currency by promotion-pages.ts; `{…}` marks where.
 */
export const SEED_LANGUAGES = LANGUAGE_CODES;
export type SeedLanguage = LanguageCode;

export type DemoPromotionKey = 'welcome' | 'deposit-match' | 'welcome10' | 'newcomer' | 'weekend';

type Words = { title: string; summary: string; intro: string };

export const PROMOTION_WORDS: Record<DemoPromotionKey, PerLanguage<Words | null>> = {
  welcome: {
    en: {
      title: 'Welcome Bonus {amount}',
      summary: 'A free {amount} to start with, credited the moment you join.',
      intro:
        'Join Lucky Star through this offer and we credit {amount} of bonus money straight away. Play it on slots and live tables; once you have wagered the requirement, it becomes cash you can withdraw.',
    },
    zh: {
      title: '新会员欢迎奖金 {amount}',
      summary: '注册即送 {amount}，立即到账。',
      intro:
        '通过此优惠注册 Lucky Star，我们将立即为您存入 {amount} 奖金。可用于老虎机和真人桌游；完成流水要求后，奖金即转为可提款的现金。',
    },
    ms: {
      title: 'Bonus Alu-aluan {amount}',
      summary: '{amount} percuma untuk bermula, dikreditkan sebaik sahaja anda mendaftar.',
      intro:
        'Sertai Lucky Star melalui tawaran ini dan kami kreditkan {amount} wang bonus serta-merta. Mainkan di slot dan meja langsung; setelah syarat pertaruhan dipenuhi, ia menjadi tunai yang boleh dikeluarkan.',
    },
    th: {
      title: 'โบนัสต้อนรับ {amount}',
      summary: 'รับฟรี {amount} ทันทีที่สมัครสมาชิก',
      intro: 'สมัคร Lucky Star ผ่านข้อเสนอนี้ แล้วรับเงินโบนัส {amount} ทันที ใช้เล่นสล็อตและโต๊ะคาสิโนสดได้ เมื่อทำยอดเทิร์นโอเวอร์ครบ โบนัสจะกลายเป็นเงินสดที่ถอนได้',
    },
    vi: {
      title: 'Thưởng chào mừng {amount}',
      summary: 'Nhận ngay {amount} miễn phí khi đăng ký.',
      intro:
        'Tham gia Lucky Star qua ưu đãi này, chúng tôi cộng ngay {amount} tiền thưởng. Chơi slot và bàn trực tiếp; khi đạt yêu cầu cược, tiền thưởng chuyển thành tiền mặt có thể rút.',
    },
    id: {
      title: 'Bonus Sambutan {amount}',
      summary: '{amount} gratis untuk memulai, langsung masuk saat Anda bergabung.',
      intro:
        'Bergabunglah dengan Lucky Star melalui penawaran ini dan kami langsung menambahkan {amount} uang bonus. Mainkan di slot dan meja live; setelah syarat taruhan terpenuhi, bonus menjadi uang tunai yang dapat ditarik.',
    },
  },
  'deposit-match': {
    en: {
      title: '100% Deposit Match up to {cap}',
      summary: 'Deposit {min} or more and we double it, up to {cap}.',
      intro:
        'Choose this promotion in the deposit form and we match your deposit 100% in bonus money, up to {cap}. It lands with your deposit: at once through the payment gateway, or when we approve your bank transfer.',
    },
    zh: {
      title: '100% 存款红利，最高 {cap}',
      summary: '存款 {min} 或以上，我们为您加倍，最高 {cap}。',
      intro:
        '在存款表格中选择此优惠，我们将按存款金额 100% 赠送奖金，最高 {cap}。奖金随存款到账：支付网关即时到账，银行转账则在审核通过后到账。',
    },
    ms: {
      title: 'Padanan Deposit 100% sehingga {cap}',
      summary: 'Deposit {min} atau lebih dan kami gandakannya, sehingga {cap}.',
      intro:
        'Pilih promosi ini dalam borang deposit dan kami padankan deposit anda 100% dalam wang bonus, sehingga {cap}. Ia masuk bersama deposit anda: serta-merta melalui gerbang pembayaran, atau apabila pindahan bank anda diluluskan.',
    },
    th: {
      title: 'โบนัสฝากเงิน 100% สูงสุด {cap}',
      summary: 'ฝาก {min} ขึ้นไป รับโบนัสเท่าตัว สูงสุด {cap}',
      intro:
        'เลือกโปรโมชันนี้ในแบบฟอร์มฝากเงิน เราจะให้โบนัส 100% ของยอดฝาก สูงสุด {cap} โบนัสเข้าพร้อมยอดฝาก: ทันทีผ่านเกตเวย์ หรือเมื่อการโอนผ่านธนาคารได้รับอนุมัติ',
    },
    vi: {
      title: 'Thưởng nạp 100% lên đến {cap}',
      summary: 'Nạp từ {min} trở lên, chúng tôi nhân đôi, tối đa {cap}.',
      intro:
        'Chọn khuyến mãi này trong biểu mẫu nạp tiền, chúng tôi tặng 100% số tiền nạp bằng tiền thưởng, tối đa {cap}. Thưởng được cộng cùng khoản nạp: ngay lập tức qua cổng thanh toán, hoặc khi chuyển khoản ngân hàng được duyệt.',
    },
    id: {
      title: 'Bonus Deposit 100% hingga {cap}',
      summary: 'Deposit {min} atau lebih dan kami gandakan, hingga {cap}.',
      intro:
        'Pilih promosi ini di formulir deposit dan kami tambahkan 100% dari deposit Anda sebagai uang bonus, hingga {cap}. Bonus masuk bersama deposit: langsung lewat gateway pembayaran, atau saat transfer bank Anda disetujui.',
    },
  },
  welcome10: {
    en: {
      title: 'Promo Code WELCOME10',
      summary: 'Enter WELCOME10 in the promo centre for {amount} of bonus money.',
      intro: 'Type the code WELCOME10 in the promo centre and {amount} of bonus money is yours. One claim per member while codes last.',
    },
    zh: {
      title: '优惠码 WELCOME10',
      summary: '在优惠中心输入 WELCOME10，即得 {amount} 奖金。',
      intro: '在优惠中心输入优惠码 WELCOME10，即可获得 {amount} 奖金。每位会员限领一次，送完即止。',
    },
    ms: {
      title: 'Kod Promo WELCOME10',
      summary: 'Masukkan WELCOME10 di pusat promosi untuk wang bonus {amount}.',
      intro:
        'Taip kod WELCOME10 di pusat promosi dan wang bonus {amount} menjadi milik anda. Satu tuntutan bagi setiap ahli selagi kod masih ada.',
    },
    th: {
      title: 'โค้ดโปรโมชัน WELCOME10',
      summary: 'กรอก WELCOME10 ที่ศูนย์โปรโมชัน รับโบนัส {amount}',
      intro: 'กรอกโค้ด WELCOME10 ที่ศูนย์โปรโมชัน รับเงินโบนัส {amount} สมาชิกละหนึ่งสิทธิ์ จนกว่าโค้ดจะหมด',
    },
    vi: {
      title: 'Mã khuyến mãi WELCOME10',
      summary: 'Nhập WELCOME10 tại trung tâm khuyến mãi để nhận {amount} tiền thưởng.',
      intro: 'Nhập mã WELCOME10 tại trung tâm khuyến mãi và nhận {amount} tiền thưởng. Mỗi thành viên nhận một lần khi mã còn hiệu lực.',
    },
    id: {
      title: 'Kode Promo WELCOME10',
      summary: 'Masukkan WELCOME10 di pusat promo untuk uang bonus {amount}.',
      intro:
        'Ketik kode WELCOME10 di pusat promo dan uang bonus {amount} jadi milik Anda. Satu klaim per anggota selama kode masih tersedia.',
    },
  },
  newcomer: {
    en: {
      title: 'Newcomer Live Boost {amount}',
      summary: 'For members who joined after the launch: {amount} for the live tables.',
      intro:
        'A thank-you for joining after our launch day: {amount} of bonus money to try the live casino. Members from before the launch are not eligible.',
    },
    zh: {
      title: '新人真人娱乐加码 {amount}',
      summary: '发布后注册的会员专享：{amount} 真人娱乐奖金。',
      intro: '感谢您在发布日之后加入：赠送 {amount} 奖金体验真人娱乐场。发布日之前注册的会员不符合资格。',
    },
    ms: {
      title: 'Rangsangan Langsung Ahli Baharu {amount}',
      summary: 'Untuk ahli yang menyertai selepas pelancaran: {amount} untuk meja langsung.',
      intro:
        'Tanda terima kasih kerana menyertai selepas hari pelancaran: wang bonus {amount} untuk mencuba kasino langsung. Ahli sebelum pelancaran tidak layak.',
    },
    th: {
      title: 'โบนัสคาสิโนสดสมาชิกใหม่ {amount}',
      summary: 'สำหรับสมาชิกที่สมัครหลังวันเปิดตัว: {amount} สำหรับโต๊ะคาสิโนสด',
      intro: 'ขอบคุณที่สมัครหลังวันเปิดตัว รับเงินโบนัส {amount} ไว้ลองเล่นคาสิโนสด สมาชิกที่สมัครก่อนวันเปิดตัวไม่มีสิทธิ์',
    },
    vi: {
      title: 'Thưởng sòng trực tiếp cho thành viên mới {amount}',
      summary: 'Dành cho thành viên tham gia sau ngày ra mắt: {amount} cho bàn trực tiếp.',
      intro:
        'Cảm ơn bạn đã tham gia sau ngày ra mắt: tặng {amount} tiền thưởng để trải nghiệm sòng bài trực tiếp. Thành viên đăng ký trước ngày ra mắt không đủ điều kiện.',
    },
    id: {
      title: 'Dorongan Live Anggota Baru {amount}',
      summary: 'Untuk anggota yang bergabung setelah peluncuran: {amount} untuk meja live.',
      intro:
        'Terima kasih telah bergabung setelah hari peluncuran: uang bonus {amount} untuk mencoba kasino live. Anggota dari sebelum peluncuran tidak memenuhi syarat.',
    },
  },
  // Not offered in Thai on purpose: Thai pages do not list it (the site shows a promotion only in languages it has).
  weekend: {
    th: null,
    en: {
      title: 'Weekend Slots Reload {amount}',
      summary: 'Top up your weekend spins with {amount} of slots bonus.',
      intro: 'Claim {amount} of bonus money for the reels, wagered on slots only. Light wagering, short expiry: made for one weekend.',
    },
    zh: {
      title: '周末老虎机回馈 {amount}',
      summary: '周末旋转加码，领取 {amount} 老虎机奖金。',
      intro: '领取 {amount} 奖金畅玩老虎机，仅老虎机计入流水。流水低、有效期短：专为一个周末而设。',
    },
    ms: {
      title: 'Tambah Nilai Slot Hujung Minggu {amount}',
      summary: 'Tambah putaran hujung minggu anda dengan bonus slot {amount}.',
      intro:
        'Tuntut wang bonus {amount} untuk gulungan, dipertaruhkan pada slot sahaja. Pertaruhan ringan, tempoh singkat: untuk satu hujung minggu.',
    },
    vi: {
      title: 'Nạp lại slot cuối tuần {amount}',
      summary: 'Thêm vòng quay cuối tuần với {amount} tiền thưởng slot.',
      intro: 'Nhận {amount} tiền thưởng cho các vòng quay, chỉ tính cược trên slot. Yêu cầu cược nhẹ, hạn ngắn: dành cho một cuối tuần.',
    },
    id: {
      title: 'Isi Ulang Slot Akhir Pekan {amount}',
      summary: 'Tambah putaran akhir pekan Anda dengan bonus slot {amount}.',
      intro:
        'Klaim uang bonus {amount} untuk gulungan, taruhan hanya di slot. Syarat ringan, masa berlaku singkat: untuk satu akhir pekan.',
    },
  },
};

/** The labels of the significant-terms list under every promotion's text. */
type TermWords = {
  heading: string;
  wagering: string;
  contributions: string;
  maxBet: string;
  expiry: string;
  withdrawal: string;
};

export const TERM_WORDS: Record<SeedLanguage, TermWords> = {
  en: {
    heading: 'Significant terms',
    wagering: 'Wager {multiplier}× the bonus before it converts to cash.',
    contributions: 'Counts towards wagering: slots {slots}%, live casino {live}%, other games {other}%.',
    maxBet: 'Maximum bet while wagering: {maxBet}.',
    expiry: 'The bonus expires {days} days after it is granted; what is left of it is removed.',
    withdrawal: 'A withdrawal before the wagering is met forfeits the remaining bonus money; your cash is never affected.',
  },
  zh: {
    heading: '重要条款',
    wagering: '奖金需完成 {multiplier} 倍流水后方可转为现金。',
    contributions: '流水贡献：老虎机 {slots}%，真人娱乐 {live}%，其他游戏 {other}%。',
    maxBet: '完成流水前单注上限：{maxBet}。',
    expiry: '奖金在发放后 {days} 天到期，剩余奖金将被移除。',
    withdrawal: '完成流水前提款将放弃剩余奖金；您的现金不受影响。',
  },
  ms: {
    heading: 'Terma penting',
    wagering: 'Pertaruhkan {multiplier}× bonus sebelum ia ditukar kepada tunai.',
    contributions: 'Dikira untuk pertaruhan: slot {slots}%, kasino langsung {live}%, permainan lain {other}%.',
    maxBet: 'Pertaruhan maksimum semasa pertaruhan: {maxBet}.',
    expiry: 'Bonus tamat {days} hari selepas diberikan; bakinya akan dikeluarkan.',
    withdrawal: 'Pengeluaran sebelum syarat pertaruhan dipenuhi melucutkan baki wang bonus; tunai anda tidak terjejas.',
  },
  th: {
    heading: 'เงื่อนไขสำคัญ',
    wagering: 'ต้องทำยอดเทิร์นโอเวอร์ {multiplier} เท่าของโบนัสก่อนเปลี่ยนเป็นเงินสด',
    contributions: 'การนับยอด: สล็อต {slots}% คาสิโนสด {live}% เกมอื่น {other}%',
    maxBet: 'เดิมพันสูงสุดระหว่างทำยอด: {maxBet}',
    expiry: 'โบนัสหมดอายุ {days} วันหลังได้รับ ส่วนที่เหลือจะถูกนำออก',
    withdrawal: 'การถอนเงินก่อนทำยอดครบจะทำให้สูญเสียโบนัสที่เหลือ เงินสดของคุณไม่ได้รับผลกระทบ',
  },
  vi: {
    heading: 'Điều khoản quan trọng',
    wagering: 'Cược {multiplier} lần tiền thưởng trước khi chuyển thành tiền mặt.',
    contributions: 'Tính vào yêu cầu cược: slot {slots}%, sòng trực tiếp {live}%, trò chơi khác {other}%.',
    maxBet: 'Mức cược tối đa khi đang hoàn thành yêu cầu: {maxBet}.',
    expiry: 'Tiền thưởng hết hạn sau {days} ngày kể từ khi nhận; phần còn lại sẽ bị thu hồi.',
    withdrawal: 'Rút tiền trước khi hoàn thành yêu cầu cược sẽ mất phần thưởng còn lại; tiền mặt của bạn không bị ảnh hưởng.',
  },
  id: {
    heading: 'Ketentuan penting',
    wagering: 'Taruhkan {multiplier}× bonus sebelum menjadi uang tunai.',
    contributions: 'Dihitung untuk taruhan: slot {slots}%, kasino live {live}%, game lain {other}%.',
    maxBet: 'Taruhan maksimum selama syarat berjalan: {maxBet}.',
    expiry: 'Bonus kedaluwarsa {days} hari setelah diberikan; sisanya akan dihapus.',
    withdrawal: 'Penarikan sebelum syarat taruhan terpenuhi menghanguskan sisa uang bonus; uang tunai Anda tidak terpengaruh.',
  },
};

/** The demo CMS categories (the promotions pages' tabs). */
export const CMS_CATEGORY_WORDS = {
  welcome: { en: 'Welcome', zh: '欢迎优惠', ms: 'Alu-aluan', th: 'ต้อนรับ', vi: 'Chào mừng', id: 'Sambutan' },
  slots: { en: 'Slots', zh: '老虎机', ms: 'Slot', th: 'สล็อต', vi: 'Slot', id: 'Slot' },
  live: { en: 'Live Casino', zh: '真人娱乐', ms: 'Kasino Langsung', th: 'คาสิโนสด', vi: 'Sòng bài trực tiếp', id: 'Kasino Live' },
} as const satisfies Record<string, Record<SeedLanguage, string>>;
export type CmsCategoryKey = keyof typeof CMS_CATEGORY_WORDS;
