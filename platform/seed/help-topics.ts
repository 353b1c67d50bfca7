import type { HelpTopic } from '@/lib/contracts/communication';

/**
 * The help centre's starting topics (site_config `helpTopics`, served with general/general-info), in
 * every language. Inserted once when absent; after that the topics belong to the operator
 * (operator/help-topic-save). Not demo content: a site without help pages is not a site.
 */
export const seedHelpTopics: HelpTopic[] = [
  {
    slug: 'general',
    title: {
      en: 'General',
      zh: '常规问题',
      ms: 'Umum',
      th: 'ทั่วไป',
      vi: 'Chung',
      id: 'Umum',
    },
    content: {
      en: '<p>Lucky Star is open around the clock. Your wallet is kept in the currency of your country, and every page is available in the languages your country offers.</p><p>Questions? Open <strong>Contact us</strong> for our support channels.</p>',
      zh: '<p>幸运星全天候开放。您的钱包以您所在国家的货币计价，每个页面都提供您所在国家支持的语言。</p><p>有疑问？请打开<strong>联系我们</strong>查看客服渠道。</p>',
      ms: '<p>Lucky Star dibuka sepanjang masa. Dompet anda disimpan dalam mata wang negara anda, dan setiap halaman tersedia dalam bahasa yang ditawarkan oleh negara anda.</p><p>Ada soalan? Buka <strong>Hubungi kami</strong> untuk saluran sokongan kami.</p>',
      th: '<p>Lucky Star เปิดให้บริการตลอด 24 ชั่วโมง กระเป๋าเงินของคุณใช้สกุลเงินของประเทศคุณ และทุกหน้ามีให้บริการในภาษาที่ประเทศของคุณรองรับ</p><p>มีคำถาม? เปิด <strong>ติดต่อเรา</strong> เพื่อดูช่องทางการช่วยเหลือ</p>',
      vi: '<p>Lucky Star mở cửa suốt ngày đêm. Ví của bạn được giữ bằng đơn vị tiền tệ của quốc gia bạn và mọi trang đều có sẵn bằng các ngôn ngữ quốc gia bạn hỗ trợ.</p><p>Có câu hỏi? Mở <strong>Liên hệ</strong> để xem các kênh hỗ trợ.</p>',
      id: '<p>Lucky Star buka sepanjang waktu. Dompet Anda disimpan dalam mata uang negara Anda, dan setiap halaman tersedia dalam bahasa yang ditawarkan negara Anda.</p><p>Ada pertanyaan? Buka <strong>Hubungi kami</strong> untuk saluran dukungan kami.</p>',
    },
  },
  {
    slug: 'account',
    title: {
      en: 'Account',
      zh: '账户',
      ms: 'Akaun',
      th: 'บัญชี',
      vi: 'Tài khoản',
      id: 'Akun',
    },
    content: {
      en: '<p>Register with a username, your mobile number and a password of at least 8 characters with a letter, a digit and a symbol.</p><p>Forgot your password? Choose <strong>Forgot password</strong> in the login dialog and we send a link valid for 15 minutes.</p>',
      zh: '<p>使用用户名、手机号码和至少8个字符（包含字母、数字和符号）的密码注册。</p><p>忘记密码？在登录窗口选择<strong>忘记密码</strong>，我们会发送一个15分钟内有效的链接。</p>',
      ms: '<p>Daftar dengan nama pengguna, nombor telefon bimbit dan kata laluan sekurang-kurangnya 8 aksara dengan huruf, digit dan simbol.</p><p>Lupa kata laluan? Pilih <strong>Lupa kata laluan</strong> dalam dialog log masuk dan kami menghantar pautan yang sah selama 15 minit.</p>',
      th: '<p>สมัครด้วยชื่อผู้ใช้ หมายเลขโทรศัพท์มือถือ และรหัสผ่านอย่างน้อย 8 ตัวอักษรที่มีตัวอักษร ตัวเลข และสัญลักษณ์</p><p>ลืมรหัสผ่าน? เลือก <strong>ลืมรหัสผ่าน</strong> ในหน้าต่างเข้าสู่ระบบ แล้วเราจะส่งลิงก์ที่ใช้ได้ 15 นาที</p>',
      vi: '<p>Đăng ký bằng tên người dùng, số điện thoại di động và mật khẩu ít nhất 8 ký tự gồm chữ cái, chữ số và ký hiệu.</p><p>Quên mật khẩu? Chọn <strong>Quên mật khẩu</strong> trong hộp thoại đăng nhập và chúng tôi sẽ gửi liên kết có hiệu lực trong 15 phút.</p>',
      id: '<p>Daftar dengan nama pengguna, nomor ponsel, dan kata sandi minimal 8 karakter dengan huruf, angka, dan simbol.</p><p>Lupa kata sandi? Pilih <strong>Lupa kata sandi</strong> di dialog masuk dan kami mengirim tautan yang berlaku 15 menit.</p>',
    },
  },
  {
    slug: 'deposit',
    title: {
      en: 'Deposits',
      zh: '存款',
      ms: 'Deposit',
      th: 'การฝากเงิน',
      vi: 'Nạp tiền',
      id: 'Deposit',
    },
    content: {
      en: '<p>Deposit through a payment gateway (credited at once) or by bank transfer with a receipt, which our team approves.</p><ul><li>Minimum and maximum amounts depend on your currency.</li><li>A deposit bonus is chosen in the deposit form.</li></ul>',
      zh: '<p>通过支付网关存款（即时到账）或通过银行转账并上传收据，由我们的团队审核。</p><ul><li>最低和最高金额取决于您的货币。</li><li>存款红利可在存款表单中选择。</li></ul>',
      ms: '<p>Deposit melalui gerbang pembayaran (dikreditkan serta-merta) atau melalui pindahan bank dengan resit, yang diluluskan oleh pasukan kami.</p><ul><li>Jumlah minimum dan maksimum bergantung pada mata wang anda.</li><li>Bonus deposit dipilih dalam borang deposit.</li></ul>',
      th: '<p>ฝากเงินผ่านเกตเวย์การชำระเงิน (เข้าบัญชีทันที) หรือโอนผ่านธนาคารพร้อมสลิป ซึ่งทีมงานของเราจะอนุมัติ</p><ul><li>ยอดขั้นต่ำและสูงสุดขึ้นอยู่กับสกุลเงินของคุณ</li><li>เลือกโบนัสเงินฝากได้ในแบบฟอร์มฝากเงิน</li></ul>',
      vi: '<p>Nạp tiền qua cổng thanh toán (ghi có ngay) hoặc chuyển khoản ngân hàng kèm biên lai, được đội ngũ của chúng tôi duyệt.</p><ul><li>Số tiền tối thiểu và tối đa tùy theo đơn vị tiền tệ của bạn.</li><li>Tiền thưởng nạp tiền được chọn trong biểu mẫu nạp.</li></ul>',
      id: '<p>Deposit melalui gateway pembayaran (langsung masuk) atau transfer bank dengan bukti, yang disetujui tim kami.</p><ul><li>Jumlah minimum dan maksimum tergantung mata uang Anda.</li><li>Bonus deposit dipilih di formulir deposit.</li></ul>',
    },
  },
  {
    slug: 'withdrawal',
    title: {
      en: 'Withdrawals',
      zh: '提款',
      ms: 'Pengeluaran',
      th: 'การถอนเงิน',
      vi: 'Rút tiền',
      id: 'Penarikan',
    },
    content: {
      en: '<p>Withdrawals need a bound bank account and your 6-digit PIN. The amount is held at once and paid when approved; you may cancel while it is pending.</p>',
      zh: '<p>提款需要绑定银行账户和6位数PIN码。金额会立即冻结，审核通过后支付；待处理期间您可以取消。</p>',
      ms: '<p>Pengeluaran memerlukan akaun bank yang terikat dan PIN 6 digit anda. Jumlah ditahan serta-merta dan dibayar apabila diluluskan; anda boleh membatalkannya semasa belum selesai.</p>',
      th: '<p>การถอนเงินต้องผูกบัญชีธนาคารและใช้ PIN 6 หลัก ยอดเงินจะถูกกันไว้ทันทีและจ่ายเมื่อได้รับอนุมัติ คุณยกเลิกได้ระหว่างรอดำเนินการ</p>',
      vi: '<p>Rút tiền cần tài khoản ngân hàng đã liên kết và mã PIN 6 chữ số. Số tiền được giữ ngay và được trả khi duyệt; bạn có thể hủy khi đang chờ xử lý.</p>',
      id: '<p>Penarikan memerlukan rekening bank yang terhubung dan PIN 6 digit Anda. Jumlahnya langsung ditahan dan dibayar setelah disetujui; Anda dapat membatalkannya selama masih tertunda.</p>',
    },
  },
  {
    slug: 'responsible',
    title: {
      en: 'Responsible Gaming',
      zh: '负责任博彩',
      ms: 'Permainan Bertanggungjawab',
      th: 'การเล่นอย่างรับผิดชอบ',
      vi: 'Chơi có trách nhiệm',
      id: 'Bermain Bertanggung Jawab',
    },
    content: {
      en: '<p>Play for fun, never to make money. Set yourself limits of time and money, and take breaks. If gambling stops being fun, contact us and we help you take a pause.</p>',
      zh: '<p>娱乐为主，切勿以赚钱为目的。为自己设定时间和金钱上限，并适时休息。如果博彩不再有趣，请联系我们，我们将帮助您暂停。</p>',
      ms: '<p>Bermain untuk keseronokan, bukan untuk mencari wang. Tetapkan had masa dan wang, dan berehat. Jika perjudian tidak lagi menyeronokkan, hubungi kami dan kami membantu anda berehat.</p>',
      th: '<p>เล่นเพื่อความสนุก ไม่ใช่เพื่อหาเงิน กำหนดขีดจำกัดด้านเวลาและเงิน และพักเป็นระยะ หากการพนันไม่สนุกอีกต่อไป ติดต่อเราแล้วเราจะช่วยให้คุณหยุดพัก</p>',
      vi: '<p>Chơi để giải trí, không phải để kiếm tiền. Đặt giới hạn thời gian và tiền bạc, và nghỉ ngơi. Nếu cờ bạc không còn vui, hãy liên hệ chúng tôi để được hỗ trợ tạm dừng.</p>',
      id: '<p>Bermainlah untuk bersenang-senang, bukan untuk mencari uang. Tetapkan batas waktu dan uang, dan beristirahatlah. Jika berjudi tidak lagi menyenangkan, hubungi kami dan kami membantu Anda berhenti sejenak.</p>',
    },
  },
  {
    slug: 'terms',
    title: {
      en: 'Terms & Conditions',
      zh: '条款与细则',
      ms: 'Terma & Syarat',
      th: 'ข้อกำหนดและเงื่อนไข',
      vi: 'Điều khoản & Điều kiện',
      id: 'Syarat & Ketentuan',
    },
    content: {
      en: '<p>By playing you confirm you are of legal age in your country. Bonuses carry wagering terms shown before you claim them. When the terms change, you are asked to accept the new version before you continue.</p>',
      zh: '<p>参与游戏即表示您确认已达到所在国家的法定年龄。红利附带投注条款，领取前会显示。条款变更时，您需要先接受新版本才能继续。</p>',
      ms: '<p>Dengan bermain anda mengesahkan anda cukup umur di negara anda. Bonus mempunyai syarat pertaruhan yang ditunjukkan sebelum anda menuntutnya. Apabila terma berubah, anda diminta menerima versi baharu sebelum meneruskan.</p>',
      th: '<p>การเล่นถือว่าคุณยืนยันว่ามีอายุครบตามกฎหมายในประเทศของคุณ โบนัสมีเงื่อนไขการทำเทิร์นที่แสดงก่อนรับ เมื่อข้อกำหนดเปลี่ยน คุณจะต้องยอมรับเวอร์ชันใหม่ก่อนดำเนินการต่อ</p>',
      vi: '<p>Khi chơi, bạn xác nhận đã đủ tuổi hợp pháp tại quốc gia của mình. Tiền thưởng có điều kiện cược được hiển thị trước khi nhận. Khi điều khoản thay đổi, bạn cần chấp nhận phiên bản mới trước khi tiếp tục.</p>',
      id: '<p>Dengan bermain Anda menyatakan sudah cukup umur di negara Anda. Bonus memiliki syarat taruhan yang ditampilkan sebelum diklaim. Saat syarat berubah, Anda diminta menerima versi baru sebelum melanjutkan.</p>',
    },
  },
  {
    slug: 'privacy',
    title: {
      en: 'Privacy Policy',
      zh: '隐私政策',
      ms: 'Dasar Privasi',
      th: 'นโยบายความเป็นส่วนตัว',
      vi: 'Chính sách bảo mật',
      id: 'Kebijakan Privasi',
    },
    content: {
      en: '<p>We keep your account details, transactions and messages to run your account and meet the law. We never sell them. Passwords and reset links are stored only as keyed digests.</p>',
      zh: '<p>我们保存您的账户资料、交易和消息，用于运营您的账户并遵守法律。我们绝不出售这些信息。密码和重置链接仅以加密摘要形式保存。</p>',
      ms: '<p>Kami menyimpan butiran akaun, transaksi dan mesej anda untuk mengendalikan akaun anda dan mematuhi undang-undang. Kami tidak pernah menjualnya. Kata laluan dan pautan tetapan semula hanya disimpan sebagai ringkasan berkunci.</p>',
      th: '<p>เราเก็บข้อมูลบัญชี ธุรกรรม และข้อความของคุณเพื่อให้บริการบัญชีและปฏิบัติตามกฎหมาย เราไม่ขายข้อมูลเหล่านี้ รหัสผ่านและลิงก์รีเซ็ตถูกเก็บเป็นค่าแฮชที่มีคีย์เท่านั้น</p>',
      vi: '<p>Chúng tôi lưu thông tin tài khoản, giao dịch và tin nhắn của bạn để vận hành tài khoản và tuân thủ pháp luật. Chúng tôi không bao giờ bán chúng. Mật khẩu và liên kết đặt lại chỉ được lưu dưới dạng mã băm có khóa.</p>',
      id: '<p>Kami menyimpan detail akun, transaksi, dan pesan Anda untuk menjalankan akun Anda dan mematuhi hukum. Kami tidak pernah menjualnya. Kata sandi dan tautan atur ulang hanya disimpan sebagai ringkasan berkunci.</p>',
    },
  },
];
