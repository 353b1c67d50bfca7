import { LANGUAGE_CODES, type PerLanguage } from '@/lib/contracts/languages';

/**
 * Demo SEO data: meta per message language keyed by route id (lib/routes.ts ids) and, for the
 * category pages, by category type; footer text per category and language; the operator's
 * head/body snippets (empty apart from a generator tag).
 */

export const SEO_LANGUAGES = LANGUAGE_CODES;
type Entry = { display: string; title: string; description: string };

const SITE = 'Lucky Star Casino';

/** [display, title, description] per language */
type Texts = PerLanguage<[string, string, string]>;

const routes: Record<string, Texts> = {
  home: {
    en: [
      'Home',
      `${SITE} — slots, live casino, fishing and sports`,
      'Play thousands of slots, live dealer tables, fishing games, lottery and sports with fast deposits and withdrawals.',
    ],
    zh: ['首页', `${SITE} — 老虎机、真人娱乐、捕鱼与体育`, '畅玩数千款老虎机、真人荷官桌台、捕鱼游戏、彩票与体育，存取款快速便捷。'],
    ms: [
      'Laman Utama',
      `${SITE} — slot, kasino langsung, memancing dan sukan`,
      'Mainkan ribuan slot, meja dealer langsung, permainan memancing, loteri dan sukan dengan deposit dan pengeluaran pantas.',
    ],
    th: ['หน้าแรก', `${SITE} — สล็อต คาสิโนสด ยิงปลา และกีฬา`, 'เล่นสล็อตนับพันเกม โต๊ะดีลเลอร์สด เกมยิงปลา หวย และกีฬา ฝากถอนรวดเร็ว'],
    vi: [
      'Trang chủ',
      `${SITE} — slot, sòng bài trực tiếp, bắn cá và thể thao`,
      'Chơi hàng nghìn slot, bàn chia bài trực tiếp, bắn cá, xổ số và thể thao với nạp rút nhanh chóng.',
    ],
    id: [
      'Beranda',
      `${SITE} — slot, kasino langsung, tembak ikan dan olahraga`,
      'Mainkan ribuan slot, meja dealer langsung, tembak ikan, lotre dan olahraga dengan deposit dan penarikan cepat.',
    ],
  },
  category: {
    en: ['Games', `Game lobby | ${SITE}`, 'Browse the lobby by provider, sort by popularity or release and find your next favourite game.'],
    zh: ['游戏', `游戏大厅 | ${SITE}`, '按供应商浏览大厅，按热门或最新排序，找到您的下一款心仪游戏。'],
    ms: [
      'Permainan',
      `Lobi permainan | ${SITE}`,
      'Layari lobi mengikut pembekal, susun mengikut populariti atau keluaran dan cari permainan kegemaran seterusnya.',
    ],
    th: ['เกม', `ล็อบบี้เกม | ${SITE}`, 'เลือกดูล็อบบี้ตามค่ายเกม เรียงตามความนิยมหรือเกมใหม่ และค้นหาเกมโปรดเกมต่อไปของคุณ'],
    vi: [
      'Trò chơi',
      `Sảnh trò chơi | ${SITE}`,
      'Duyệt sảnh theo nhà cung cấp, sắp xếp theo độ phổ biến hoặc mới phát hành và tìm trò chơi yêu thích tiếp theo.',
    ],
    id: [
      'Permainan',
      `Lobi permainan | ${SITE}`,
      'Jelajahi lobi berdasarkan provider, urutkan menurut popularitas atau rilis terbaru dan temukan game favorit berikutnya.',
    ],
  },
  providers: {
    en: ['Providers', `Game providers | ${SITE}`, 'Every studio in our lobby in one place: pick a provider to see all of its games.'],
    zh: ['供应商', `游戏供应商 | ${SITE}`, '汇集大厅中的所有游戏工作室：选择一个供应商即可查看其全部游戏。'],
    ms: [
      'Pembekal',
      `Pembekal permainan | ${SITE}`,
      'Semua studio dalam lobi kami di satu tempat: pilih pembekal untuk melihat semua permainannya.',
    ],
    th: ['ค่ายเกม', `ค่ายเกม | ${SITE}`, 'รวมทุกค่ายเกมในล็อบบี้ของเรา เลือกค่ายเพื่อดูเกมทั้งหมดของค่ายนั้น'],
    vi: [
      'Nhà cung cấp',
      `Nhà cung cấp trò chơi | ${SITE}`,
      'Tất cả các studio trong sảnh ở cùng một nơi: chọn nhà cung cấp để xem toàn bộ trò chơi.',
    ],
    id: [
      'Provider',
      `Provider game | ${SITE}`,
      'Semua studio di lobi kami dalam satu tempat: pilih provider untuk melihat semua game-nya.',
    ],
  },
  promotions: {
    en: ['Promotions', `Promotions and bonuses | ${SITE}`, 'Welcome bonuses, weekly cashback and reload offers for members.'],
    zh: ['优惠', `优惠与奖金 | ${SITE}`, '迎新奖金、每周返现及会员续存优惠。'],
    ms: ['Promosi', `Promosi dan bonus | ${SITE}`, 'Bonus alu-aluan, pulangan tunai mingguan dan tawaran tambah nilai untuk ahli.'],
    th: ['โปรโมชั่น', `โปรโมชั่นและโบนัส | ${SITE}`, 'โบนัสต้อนรับ เงินคืนรายสัปดาห์ และโบนัสเติมเงินสำหรับสมาชิก'],
    vi: ['Khuyến mãi', `Khuyến mãi và tiền thưởng | ${SITE}`, 'Thưởng chào mừng, hoàn tiền hàng tuần và ưu đãi nạp lại cho thành viên.'],
    id: ['Promosi', `Promosi dan bonus | ${SITE}`, 'Bonus sambutan, cashback mingguan dan penawaran isi ulang untuk member.'],
  },
  vip: {
    en: ['VIP', `VIP club | ${SITE}`, 'Climb the VIP levels for higher rebates, birthday gifts and a personal account manager.'],
    zh: ['VIP', `VIP俱乐部 | ${SITE}`, '提升VIP等级，享受更高返水、生日礼金和专属客户经理。'],
    ms: ['VIP', `Kelab VIP | ${SITE}`, 'Naik tahap VIP untuk rebat lebih tinggi, hadiah hari jadi dan pengurus akaun peribadi.'],
    th: ['วีไอพี', `คลับวีไอพี | ${SITE}`, 'เลื่อนระดับวีไอพีเพื่อรับเงินคืนที่สูงขึ้น ของขวัญวันเกิด และผู้จัดการบัญชีส่วนตัว'],
    vi: ['VIP', `Câu lạc bộ VIP | ${SITE}`, 'Thăng hạng VIP để nhận hoàn trả cao hơn, quà sinh nhật và quản lý tài khoản riêng.'],
    id: ['VIP', `Klub VIP | ${SITE}`, 'Naikkan level VIP untuk rabat lebih tinggi, hadiah ulang tahun dan manajer akun pribadi.'],
  },
  referral: {
    en: ['Refer a friend', `Refer a friend | ${SITE}`, 'Invite friends with your referral link and earn a share of their play.'],
    zh: ['推荐好友', `推荐好友 | ${SITE}`, '通过您的推荐链接邀请好友，赚取他们游戏的分成。'],
    ms: [
      'Rujuk rakan',
      `Rujuk rakan | ${SITE}`,
      'Jemput rakan dengan pautan rujukan anda dan dapatkan bahagian daripada permainan mereka.',
    ],
    th: ['แนะนำเพื่อน', `แนะนำเพื่อน | ${SITE}`, 'ชวนเพื่อนด้วยลิงก์แนะนำของคุณและรับส่วนแบ่งจากการเล่นของพวกเขา'],
    vi: ['Giới thiệu bạn bè', `Giới thiệu bạn bè | ${SITE}`, 'Mời bạn bè bằng liên kết giới thiệu và nhận phần chia từ lượt chơi của họ.'],
    id: ['Ajak teman', `Ajak teman | ${SITE}`, 'Undang teman dengan tautan referal Anda dan dapatkan bagian dari permainan mereka.'],
  },
  'daily-tasks': {
    en: ['Daily tasks', `Daily tasks | ${SITE}`, 'Complete a few tasks every day and collect free rewards.'],
    zh: ['每日任务', `每日任务 | ${SITE}`, '每天完成几项任务，领取免费奖励。'],
    ms: ['Tugasan harian', `Tugasan harian | ${SITE}`, 'Selesaikan beberapa tugasan setiap hari dan kumpul ganjaran percuma.'],
    th: ['ภารกิจรายวัน', `ภารกิจรายวัน | ${SITE}`, 'ทำภารกิจง่าย ๆ ทุกวันและรับรางวัลฟรี'],
    vi: ['Nhiệm vụ hằng ngày', `Nhiệm vụ hằng ngày | ${SITE}`, 'Hoàn thành vài nhiệm vụ mỗi ngày và nhận phần thưởng miễn phí.'],
    id: ['Tugas harian', `Tugas harian | ${SITE}`, 'Selesaikan beberapa tugas setiap hari dan kumpulkan hadiah gratis.'],
  },
  'help-center': {
    en: ['Help centre', `Help centre | ${SITE}`, 'Answers about accounts, deposits, withdrawals and responsible gaming.'],
    zh: ['帮助中心', `帮助中心 | ${SITE}`, '关于账户、存款、取款和理性娱乐的解答。'],
    ms: ['Pusat bantuan', `Pusat bantuan | ${SITE}`, 'Jawapan tentang akaun, deposit, pengeluaran dan permainan bertanggungjawab.'],
    th: ['ศูนย์ช่วยเหลือ', `ศูนย์ช่วยเหลือ | ${SITE}`, 'คำตอบเกี่ยวกับบัญชี การฝาก การถอน และการเล่นอย่างมีความรับผิดชอบ'],
    vi: ['Trung tâm trợ giúp', `Trung tâm trợ giúp | ${SITE}`, 'Giải đáp về tài khoản, nạp tiền, rút tiền và chơi có trách nhiệm.'],
    id: ['Pusat bantuan', `Pusat bantuan | ${SITE}`, 'Jawaban seputar akun, deposit, penarikan dan bermain secara bertanggung jawab.'],
  },
  register: {
    en: ['Join now', `Create your account | ${SITE}`, 'Sign up in a minute and claim your welcome bonus.'],
    zh: ['立即注册', `创建账户 | ${SITE}`, '一分钟完成注册，领取迎新奖金。'],
    ms: ['Sertai sekarang', `Cipta akaun anda | ${SITE}`, 'Daftar dalam seminit dan tuntut bonus alu-aluan anda.'],
    th: ['สมัครเลย', `สร้างบัญชีของคุณ | ${SITE}`, 'สมัครภายในหนึ่งนาทีและรับโบนัสต้อนรับของคุณ'],
    vi: ['Tham gia ngay', `Tạo tài khoản | ${SITE}`, 'Đăng ký trong một phút và nhận thưởng chào mừng.'],
    id: ['Daftar sekarang', `Buat akun Anda | ${SITE}`, 'Daftar dalam satu menit dan klaim bonus sambutan Anda.'],
  },
  game: {
    en: ['Play', `Play now | ${SITE}`, 'Your game is loading. Good luck!'],
    zh: ['开始游戏', `立即游戏 | ${SITE}`, '游戏正在加载，祝您好运！'],
    ms: ['Main', `Main sekarang | ${SITE}`, 'Permainan anda sedang dimuatkan. Semoga berjaya!'],
    th: ['เล่น', `เล่นเลย | ${SITE}`, 'กำลังโหลดเกมของคุณ ขอให้โชคดี!'],
    vi: ['Chơi', `Chơi ngay | ${SITE}`, 'Trò chơi đang tải. Chúc may mắn!'],
    id: ['Main', `Main sekarang | ${SITE}`, 'Game Anda sedang dimuat. Semoga beruntung!'],
  },
};

/** Category names per language: the same labels as the category settings' memberDisplay. */
export const categoryLabels: Record<string, PerLanguage<string>> = {
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

/** Per-category meta and footer text, written once per language with the category's name in it. */
const categoryTemplates: PerLanguage<{ title: (c: string) => string; description: (c: string) => string; footer: (c: string) => string }> =
  {
    en: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `Play ${c.toLowerCase()} from every provider in one lobby, on desktop and mobile.`,
      footer: (c) =>
        `${c} at ${SITE}: games from many providers, fair play and fast payouts. Filter by provider, sort by popularity or newest and play on any device.`,
    },
    zh: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `在一个大厅畅玩所有供应商的${c}，电脑和手机皆可。`,
      footer: (c) => `${SITE}的${c}：汇集众多供应商的游戏，公平公正，出款迅速。可按供应商筛选，按热门或最新排序，任何设备都能畅玩。`,
    },
    ms: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `Mainkan ${c} daripada semua pembekal dalam satu lobi, di desktop dan mudah alih.`,
      footer: (c) =>
        `${c} di ${SITE}: permainan daripada banyak pembekal, permainan adil dan pembayaran pantas. Tapis mengikut pembekal, susun mengikut populariti atau terbaharu dan main pada apa-apa peranti.`,
    },
    th: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `เล่น${c}จากทุกค่ายในล็อบบี้เดียว ทั้งบนคอมพิวเตอร์และมือถือ`,
      footer: (c) => `${c}ที่ ${SITE}: เกมจากหลายค่าย ยุติธรรม จ่ายเร็ว กรองตามค่าย เรียงตามความนิยมหรือเกมใหม่ และเล่นได้ทุกอุปกรณ์`,
    },
    vi: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `Chơi ${c} từ mọi nhà cung cấp trong một sảnh, trên máy tính và điện thoại.`,
      footer: (c) =>
        `${c} tại ${SITE}: trò chơi từ nhiều nhà cung cấp, công bằng và thanh toán nhanh. Lọc theo nhà cung cấp, sắp xếp theo phổ biến hoặc mới nhất và chơi trên mọi thiết bị.`,
    },
    id: {
      title: (c) => `${c} | ${SITE}`,
      description: (c) => `Mainkan ${c} dari semua provider dalam satu lobi, di desktop dan ponsel.`,
      footer: (c) =>
        `${c} di ${SITE}: game dari banyak provider, adil dan pembayaran cepat. Saring berdasarkan provider, urutkan menurut popularitas atau terbaru dan main di perangkat apa pun.`,
    },
  };

const homeFooter: PerLanguage<string> = {
  en: `${SITE} is a demo online casino: slots, live dealers, fishing, table games, lottery and sports in one wallet. Play for fun, set limits and never bet more than you can afford.`,
  zh: `${SITE}是一个演示在线娱乐场：老虎机、真人荷官、捕鱼、桌面游戏、彩票与体育共用一个钱包。请理性娱乐，设定限额，量力而行。`,
  ms: `${SITE} ialah kasino dalam talian demo: slot, dealer langsung, memancing, permainan meja, loteri dan sukan dalam satu dompet. Bermain untuk keseronokan, tetapkan had dan jangan bertaruh melebihi kemampuan.`,
  th: `${SITE} คือคาสิโนออนไลน์สาธิต: สล็อต ดีลเลอร์สด ยิงปลา เกมโต๊ะ หวย และกีฬาในกระเป๋าเดียว เล่นเพื่อความสนุก กำหนดวงเงิน และอย่าเดิมพันเกินกำลัง`,
  vi: `${SITE} là sòng bài trực tuyến demo: slot, chia bài trực tiếp, bắn cá, trò chơi bàn, xổ số và thể thao trong một ví. Chơi để giải trí, đặt giới hạn và đừng cược quá khả năng.`,
  id: `${SITE} adalah kasino online demo: slot, dealer langsung, tembak ikan, permainan meja, lotre dan olahraga dalam satu dompet. Bermain untuk hiburan, tetapkan batas dan jangan bertaruh melebihi kemampuan.`,
};

export const seedSeoMeta = SEO_LANGUAGES.flatMap((language) => {
  const fromRoutes = Object.entries(routes).map(([routeKey, texts]) => {
    const [display, title, description] = texts[language];
    return { language, routeKey, display, title, description } satisfies Entry & { language: string; routeKey: string };
  });
  const fromCategories = Object.entries(categoryLabels).map(([routeKey, labels]) => {
    const label = labels[language];
    const t = categoryTemplates[language];
    return { language, routeKey, display: label, title: t.title(label), description: t.description(label) };
  });
  return [...fromRoutes, ...fromCategories];
});

export const seedSeoFooter = SEO_LANGUAGES.flatMap((lang) => [
  { category: 'home', lang, content: homeFooter[lang] },
  ...Object.entries(categoryLabels).map(([category, labels]) => ({
    category,
    lang,
    content: categoryTemplates[lang].footer(labels[lang]),
  })),
]);

export const seedSeoScript = { id: 1, head: '<meta name="generator" content="lucky-star-platform">', body: '' };
