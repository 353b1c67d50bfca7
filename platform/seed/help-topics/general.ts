import { b, h3, p, topic, ul } from './html';

/** The help centre's first page (the footer's "About Us"): what the site is, the other topics, and how to reach us. */
export const general = topic(
  'general',
  { en: 'General', zh: '常规问题', ms: 'Umum', th: 'ทั่วไป', vi: 'Chung', id: 'Umum' },
  {
    en: [
      p('Lucky Star is an online casino with games from many providers, promotions, a VIP club and daily rewards, all in one account.'),
      h3('Your country, currency and language'),
      ul(
        'Your account belongs to the country you chose when you registered, and your wallet is kept in its currency.',
        'Every page is available in the languages your country offers: use the language button at the top of the page to switch.',
        'Dates and times are shown in your country’s time zone.',
      ),
      h3('What you find here'),
      ul(
        `${b('Getting started')}: creating an account, logging in and a forgotten password.`,
        `${b('Deposits')} and ${b('Withdrawals')}: how to add money to your wallet and take it out.`,
        `${b('Bonuses &amp; wagering')}: claiming a promotion and turning bonus money into cash.`,
        `${b('VIP &amp; rewards')}: VIP tiers, instant rebate, referral commission and daily tasks.`,
        `${b('Account security')}: password, withdrawal PIN, two-step sign-in, devices and verification.`,
        `${b('Responsible Gaming')}: limits, reminders, breaks and where to find help.`,
      ),
      h3('Need more help?'),
      ul(
        `Choose ${b('Contact Us')} at the bottom of any page for our customer service channels in your country.`,
        `Once logged in, use the ${b('Live chat')} button on any page to write to our support team. If no agent is online, leave a message and we answer in the chat as soon as we can.`,
        `Our messages to you arrive in your ${b('Inbox')} (the envelope at the top of the page).`,
      ),
      p('You must be 18 or older to play. Play responsibly.'),
    ],
    zh: [
      p('幸运星是一家在线娱乐场，汇集众多游戏平台的游戏、优惠活动、VIP 俱乐部和每日奖励，一个账户即可畅玩。'),
      h3('您的国家、货币和语言'),
      ul(
        '您的账户属于注册时选择的国家，钱包以该国货币计价。',
        '每个页面都提供您所在国家支持的语言：点击页面顶部的语言按钮即可切换。',
        '日期和时间均按您所在国家的时区显示。',
      ),
      h3('本中心内容'),
      ul(
        `${b('新手入门')}：注册账户、登录以及找回密码。`,
        `${b('存款')}和${b('提款')}：如何向钱包充值以及提取资金。`,
        `${b('红利与流水')}：如何领取优惠，以及红利如何转为现金。`,
        `${b('VIP 与奖励')}：VIP 等级、即时返水、推荐佣金和每日任务。`,
        `${b('账户安全')}：密码、提款 PIN、两步登录、已登录设备和身份验证。`,
        `${b('负责任博彩')}：限额、提醒、休息以及求助渠道。`,
      ),
      h3('需要更多帮助？'),
      ul(
        `点击任意页面底部的${b('联系我们')}，查看您所在国家的客服渠道。`,
        `登录后，可通过任意页面上的${b('在线客服')}按钮联系我们的客服团队。如暂时没有客服在线，请留言，我们会尽快在聊天中回复。`,
        `我们发给您的消息会出现在${b('收件箱')}中（页面顶部的信封图标）。`,
      ),
      p('您必须年满 18 岁才能参与游戏。请理性游戏。'),
    ],
    ms: [
      p(
        'Lucky Star ialah kasino dalam talian dengan permainan daripada pelbagai penyedia, promosi, kelab VIP dan ganjaran harian, semuanya dalam satu akaun.',
      ),
      h3('Negara, mata wang dan bahasa anda'),
      ul(
        'Akaun anda milik negara yang anda pilih semasa mendaftar, dan dompet anda disimpan dalam mata wang negara itu.',
        'Setiap halaman tersedia dalam bahasa yang ditawarkan oleh negara anda: gunakan butang bahasa di bahagian atas halaman untuk menukarnya.',
        'Tarikh dan masa dipaparkan mengikut zon waktu negara anda.',
      ),
      h3('Kandungan pusat bantuan'),
      ul(
        `${b('Bermula')}: mencipta akaun, log masuk dan kata laluan yang terlupa.`,
        `${b('Deposit')} dan ${b('Pengeluaran')}: cara menambah wang ke dompet anda dan mengeluarkannya.`,
        `${b('Bonus &amp; pertaruhan')}: menuntut promosi dan menukar wang bonus kepada tunai.`,
        `${b('VIP &amp; ganjaran')}: tahap VIP, rebat segera, komisen rujukan dan tugasan harian.`,
        `${b('Keselamatan akaun')}: kata laluan, PIN pengeluaran, log masuk dua langkah, peranti dan pengesahan.`,
        `${b('Permainan Bertanggungjawab')}: had, peringatan, rehat dan tempat mendapatkan bantuan.`,
      ),
      h3('Perlukan bantuan lanjut?'),
      ul(
        `Pilih ${b('Hubungi Kami')} di bahagian bawah mana-mana halaman untuk saluran khidmat pelanggan di negara anda.`,
        `Selepas log masuk, gunakan butang ${b('Sembang langsung')} pada mana-mana halaman untuk menulis kepada pasukan sokongan kami. Jika tiada ejen dalam talian, tinggalkan mesej dan kami akan menjawab dalam sembang secepat mungkin.`,
        `Mesej kami kepada anda tiba di ${b('Peti masuk')} anda (ikon sampul surat di bahagian atas halaman).`,
      ),
      p('Anda mesti berumur 18 tahun ke atas untuk bermain. Bermain secara bertanggungjawab.'),
    ],
    th: [
      p('Lucky Star คือคาสิโนออนไลน์ที่รวมเกมจากหลายค่าย โปรโมชั่น คลับ VIP และรางวัลประจำวันไว้ในบัญชีเดียว'),
      h3('ประเทศ สกุลเงิน และภาษาของคุณ'),
      ul(
        'บัญชีของคุณเป็นของประเทศที่คุณเลือกตอนสมัคร และกระเป๋าเงินของคุณใช้สกุลเงินของประเทศนั้น',
        'ทุกหน้ามีให้บริการในภาษาที่ประเทศของคุณรองรับ กดปุ่มภาษาที่ด้านบนของหน้าเพื่อเปลี่ยนภาษา',
        'วันที่และเวลาแสดงตามเขตเวลาของประเทศคุณ',
      ),
      h3('มีอะไรในศูนย์ช่วยเหลือ'),
      ul(
        `${b('เริ่มต้นใช้งาน')}: การสร้างบัญชี การเข้าสู่ระบบ และการลืมรหัสผ่าน`,
        `${b('การฝากเงิน')} และ ${b('การถอนเงิน')}: วิธีเติมเงินเข้ากระเป๋าและถอนเงินออก`,
        `${b('โบนัสและการทำยอด')}: การรับโปรโมชั่น และการเปลี่ยนเงินโบนัสเป็นเงินสด`,
        `${b('VIP และรางวัล')}: ระดับ VIP เงินคืนทันที ค่าคอมมิชชันแนะนำเพื่อน และภารกิจประจำวัน`,
        `${b('ความปลอดภัยของบัญชี')}: รหัสผ่าน PIN ถอนเงิน การเข้าสู่ระบบสองขั้นตอน อุปกรณ์ และการยืนยันตัวตน`,
        `${b('การเล่นอย่างรับผิดชอบ')}: วงเงินจำกัด การเตือน การพักการเล่น และแหล่งความช่วยเหลือ`,
      ),
      h3('ต้องการความช่วยเหลือเพิ่มเติม?'),
      ul(
        `กด ${b('ติดต่อเรา')} ที่ด้านล่างของทุกหน้าเพื่อดูช่องทางบริการลูกค้าในประเทศของคุณ`,
        `เมื่อเข้าสู่ระบบแล้ว ใช้ปุ่ม ${b('แชทสด')} ในทุกหน้าเพื่อพิมพ์หาทีมงานของเรา หากไม่มีเจ้าหน้าที่ออนไลน์ ฝากข้อความไว้แล้วเราจะตอบกลับในแชทโดยเร็วที่สุด`,
        `ข้อความจากเราจะอยู่ใน ${b('กล่องข้อความ')} ของคุณ (ไอคอนซองจดหมายที่ด้านบนของหน้า)`,
      ),
      p('คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้ โปรดเล่นอย่างรับผิดชอบ'),
    ],
    vi: [
      p(
        'Lucky Star là sòng bạc trực tuyến với trò chơi từ nhiều nhà cung cấp, khuyến mãi, câu lạc bộ VIP và phần thưởng hằng ngày, tất cả trong một tài khoản.',
      ),
      h3('Quốc gia, tiền tệ và ngôn ngữ của bạn'),
      ul(
        'Tài khoản của bạn thuộc quốc gia bạn chọn khi đăng ký, và ví của bạn được giữ bằng đơn vị tiền tệ của quốc gia đó.',
        'Mọi trang đều có sẵn bằng các ngôn ngữ quốc gia bạn hỗ trợ: dùng nút ngôn ngữ ở đầu trang để chuyển đổi.',
        'Ngày giờ được hiển thị theo múi giờ của quốc gia bạn.',
      ),
      h3('Nội dung trung tâm trợ giúp'),
      ul(
        `${b('Bắt đầu')}: tạo tài khoản, đăng nhập và quên mật khẩu.`,
        `${b('Nạp tiền')} và ${b('Rút tiền')}: cách nạp tiền vào ví và rút tiền ra.`,
        `${b('Tiền thưởng &amp; doanh số cược')}: nhận khuyến mãi và chuyển tiền thưởng thành tiền mặt.`,
        `${b('VIP &amp; phần thưởng')}: hạng VIP, hoàn trả tức thì, hoa hồng giới thiệu và nhiệm vụ hằng ngày.`,
        `${b('Bảo mật tài khoản')}: mật khẩu, mã PIN rút tiền, đăng nhập hai bước, thiết bị và xác minh.`,
        `${b('Chơi có trách nhiệm')}: giới hạn, nhắc nhở, tạm nghỉ và nơi tìm trợ giúp.`,
      ),
      h3('Cần thêm trợ giúp?'),
      ul(
        `Chọn ${b('Liên hệ')} ở cuối bất kỳ trang nào để xem các kênh chăm sóc khách hàng tại quốc gia của bạn.`,
        `Khi đã đăng nhập, dùng nút ${b('Trò chuyện trực tuyến')} trên mọi trang để nhắn cho đội ngũ hỗ trợ. Nếu không có nhân viên trực tuyến, hãy để lại lời nhắn và chúng tôi sẽ trả lời trong khung chat sớm nhất có thể.`,
        `Tin nhắn của chúng tôi được gửi vào ${b('Hộp thư')} của bạn (biểu tượng phong bì ở đầu trang).`,
      ),
      p('Bạn phải từ 18 tuổi trở lên mới được chơi. Hãy chơi có trách nhiệm.'),
    ],
    id: [
      p(
        'Lucky Star adalah kasino online dengan permainan dari banyak penyedia, promosi, klub VIP, dan hadiah harian, semuanya dalam satu akun.',
      ),
      h3('Negara, mata uang, dan bahasa Anda'),
      ul(
        'Akun Anda terdaftar di negara yang Anda pilih saat mendaftar, dan dompet Anda disimpan dalam mata uang negara tersebut.',
        'Setiap halaman tersedia dalam bahasa yang ditawarkan negara Anda: gunakan tombol bahasa di bagian atas halaman untuk menggantinya.',
        'Tanggal dan waktu ditampilkan menurut zona waktu negara Anda.',
      ),
      h3('Isi pusat bantuan'),
      ul(
        `${b('Memulai')}: membuat akun, masuk, dan lupa kata sandi.`,
        `${b('Deposit')} dan ${b('Penarikan')}: cara mengisi dompet Anda dan menarik dana.`,
        `${b('Bonus &amp; syarat taruhan')}: mengklaim promosi dan mengubah uang bonus menjadi uang tunai.`,
        `${b('VIP &amp; hadiah')}: level VIP, rabat instan, komisi referral, dan misi harian.`,
        `${b('Keamanan akun')}: kata sandi, PIN penarikan, masuk dua langkah, perangkat, dan verifikasi.`,
        `${b('Bermain Bertanggung Jawab')}: batas, pengingat, jeda, dan tempat mencari bantuan.`,
      ),
      h3('Butuh bantuan lain?'),
      ul(
        `Pilih ${b('Hubungi Kami')} di bagian bawah halaman mana pun untuk melihat saluran layanan pelanggan di negara Anda.`,
        `Setelah masuk, gunakan tombol ${b('Obrolan langsung')} di halaman mana pun untuk menghubungi tim dukungan kami. Jika tidak ada agen yang online, tinggalkan pesan dan kami akan menjawab di obrolan secepatnya.`,
        `Pesan dari kami masuk ke ${b('Kotak masuk')} Anda (ikon amplop di bagian atas halaman).`,
      ),
      p('Anda harus berusia 18 tahun ke atas untuk bermain. Bermainlah secara bertanggung jawab.'),
    ],
  },
);
