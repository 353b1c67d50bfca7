import { b, h3, ol, p, topic, ul } from './html';

/**
 * Responsible gaming: the member's own tools (docs/member-safety.md: limits, reality check, session
 * limit, cool-off, self-exclusion, money timeline) and where to find help. No helpline is named:
 * the right one depends on the country, and a wrong number is worse than none.
 */
export const responsible = topic(
  'responsible',
  {
    en: 'Responsible Gaming',
    zh: '负责任博彩',
    ms: 'Permainan Bertanggungjawab',
    th: 'การเล่นอย่างรับผิดชอบ',
    vi: 'Chơi có trách nhiệm',
    id: 'Bermain Bertanggung Jawab',
  },
  {
    en: [
      p(
        'Play for fun, never to make money or to solve money problems. You must be 18 or older to play. The tools below are on your account to help you stay in control, and you can use them at any time.',
      ),
      h3('Deposit, loss and wager limits'),
      ol(
        `On ${b('My Account')}, under ${b('Deposit, loss and wager limits')}, choose ${b('Set my limits')}.`,
        `Set a ${b('Daily')}, ${b('Weekly')} or ${b('Monthly')} limit for each kind: ${b('Deposit limit')} (the money you add, pending bank transfers included), ${b('Loss limit')} (what you stake minus what you win) and ${b('Wager limit')} (everything you stake).`,
        'A new or lower limit applies at once.',
        `A higher limit, or removing one, waits for the cooling period the page shows and then needs your ${b('Confirm')}; until then your current limit stays. ${b('Keep current limit')} drops the request.`,
      ),
      p(
        'Days start at midnight, weeks on Monday and months on the 1st, in your country’s time. At 80% of a limit you get a warning, and a deposit or bet that would go over it is refused.',
      ),
      h3('Reality check and session time limit'),
      p(`On My Account, under ${b('Take a break')}, choose ${b('Manage')}:`),
      ul(
        `${b('Remind me every')}: a reminder every 15 to 120 minutes, or off. Unless you change it, it comes every 60 minutes.`,
        `The reminder shows how long you have played since you logged in and your net result, with ${b('Keep playing')}, ${b('See history')} and ${b('Log out')}.`,
        `${b('Log me out after')}: ends your session after the time you choose, from 30 minutes to 12 hours. Games stop taking bets at that moment.`,
      ),
      h3('Cool-off and self-exclusion'),
      ul(
        `${b('Cool-off')}: step away for 24 hours, 3 days, or 1, 2, 4 or 6 weeks.`,
        `${b('Self-exclusion')}: 6 months, 1, 2, 3 or 5 years, or permanently.`,
        'Both ask for your password and a confirmation that names the end date. They start at once and log you out everywhere.',
        'Until the end you cannot log in, deposit or play, and we send you no promotions.',
        'A break cannot be shortened or cancelled, not even by customer service. Pending withdrawals are still paid.',
      ),
      h3('Keep track of your money'),
      ul(
        `The ${b('Money timeline')} (My Account → ${b('Open the money timeline')}) lists every deposit, withdrawal, bet, win, bonus and adjustment of the last 12 months, with your net deposits. ${b('Download CSV')} saves it as a file.`,
        `Your bets are also listed under ${b('Transactions')} → ${b('Bet History')}.`,
      ),
      h3('Signs to watch for'),
      ul(
        'Spending more money or time than you planned.',
        'Chasing losses, or borrowing money to play.',
        'Hiding your play from the people close to you.',
        'Feeling anxious or irritable when you are not playing.',
      ),
      h3('Where to get help'),
      ul(
        'If gambling is causing you problems, free and confidential help is available from support organisations in your country.',
        'Talk to someone you trust, or to your doctor.',
        'Blocking software on your phone and computer can keep gambling sites out of reach.',
        `Our customer service can explain these tools: open ${b('Contact Us')}.`,
      ),
    ],
    zh: [
      p('娱乐为主，切勿以赚钱或解决财务问题为目的。您必须年满 18 岁才能参与游戏。账户中的以下工具可帮助您保持自控，随时可用。'),
      h3('存款、亏损和投注限额'),
      ol(
        `在${b('我的账户')}的${b('存款、亏损和投注限额')}下，点击${b('设置我的限额')}。`,
        `为每种限额设置${b('每日')}、${b('每周')}或${b('每月')}上限：${b('存款限额')}（您充值的金额，包括待审核的银行转账）、${b('亏损限额')}（投注额减去赢得的金额）和${b('投注限额')}（全部投注额）。`,
        '新设或调低的限额立即生效。',
        `调高或取消限额需等待页面显示的冷静时间，之后还需您点击${b('确认')}；在此之前当前限额继续有效。点击${b('保留当前限额')}可撤回申请。`,
      ),
      p(
        '每日从午夜开始，每周从周一开始，每月从 1 日开始，均按您所在国家的时间计算。用到限额的 80% 时会收到提醒，超出限额的存款或投注将被拒绝。',
      ),
      h3('现实提醒和会话时间限制'),
      p(`在“我的账户”的${b('休息一下')}下点击${b('管理')}：`),
      ul(
        `${b('提醒间隔')}：每 15 至 120 分钟提醒一次，或关闭。如不更改，默认每 60 分钟提醒一次。`,
        `提醒会显示您本次登录以来的游戏时长和净输赢，并提供${b('继续游戏')}、${b('查看记录')}和${b('登出')}。`,
        `${b('登出时间')}：在您选择的时间（30 分钟至 12 小时）后结束会话，届时游戏将停止接受投注。`,
      ),
      h3('冷静期和自我排除'),
      ul(
        `${b('冷静期')}：暂停 24 小时、3 天，或 1、2、4、6 周。`,
        `${b('自我排除')}：6 个月，1、2、3、5 年，或永久。`,
        '两者都需要输入密码，并确认写明结束日期的提示。设置后立即生效，所有设备都会登出。',
        '结束前您无法登录、存款或游戏，我们也不会向您发送任何优惠。',
        '休息期无法缩短或取消，客服也无法更改。待处理的提款仍会照常支付。',
      ),
      h3('掌握资金动向'),
      ul(
        `${b('资金时间线')}（我的账户 → ${b('打开资金时间线')}）列出最近 12 个月的每笔存款、提款、投注、赢利、红利和调整，以及您的净存款。点击${b('下载 CSV')}可保存为文件。`,
        `您的投注也记录在${b('交易记录')} → ${b('投注记录')}中。`,
      ),
      h3('需要留意的迹象'),
      ul('花费的金钱或时间超出计划。', '想把输掉的钱赢回来，或借钱游戏。', '向身边的人隐瞒自己的游戏行为。', '不玩时感到焦虑或烦躁。'),
      h3('获取帮助'),
      ul(
        '如果赌博给您带来困扰，您所在国家的援助机构可提供免费且保密的帮助。',
        '与您信任的人或医生谈一谈。',
        '在手机和电脑上安装屏蔽软件，可以让博彩网站无法访问。',
        `我们的客服可以为您讲解这些工具：请打开${b('联系我们')}。`,
      ),
    ],
    ms: [
      p(
        'Bermain untuk keseronokan, bukan untuk mencari wang atau menyelesaikan masalah kewangan. Anda mesti berumur 18 tahun ke atas untuk bermain. Alat di bawah tersedia dalam akaun anda untuk membantu anda kekal terkawal, dan boleh digunakan pada bila-bila masa.',
      ),
      h3('Had deposit, kerugian dan pertaruhan'),
      ol(
        `Di ${b('Akaun Saya')}, di bawah ${b('Had deposit, kerugian dan pertaruhan')}, pilih ${b('Tetapkan had saya')}.`,
        `Tetapkan had ${b('Harian')}, ${b('Mingguan')} atau ${b('Bulanan')} bagi setiap jenis: ${b('Had deposit')} (wang yang anda tambah, termasuk pindahan bank yang belum diluluskan), ${b('Had kerugian')} (jumlah pertaruhan tolak kemenangan) dan ${b('Had pertaruhan')} (semua yang anda pertaruhkan).`,
        'Had baharu atau yang lebih rendah berkuat kuasa serta-merta.',
        `Had yang lebih tinggi, atau membuang had, menunggu tempoh bertenang yang dipaparkan di halaman itu dan kemudian memerlukan ${b('Sahkan')} daripada anda; sehingga itu had semasa kekal. ${b('Kekalkan had semasa')} membatalkan permintaan itu.`,
      ),
      p(
        'Hari bermula pada tengah malam, minggu pada hari Isnin dan bulan pada 1 haribulan, mengikut waktu negara anda. Apabila 80% had telah digunakan, anda menerima amaran, dan deposit atau pertaruhan yang melebihi had ditolak.',
      ),
      h3('Semakan realiti dan had masa sesi'),
      p(`Di Akaun Saya, di bawah ${b('Berehat')}, pilih ${b('Urus')}:`),
      ul(
        `${b('Ingatkan saya setiap')}: peringatan setiap 15 hingga 120 minit, atau tutup. Jika tidak ditukar, ia muncul setiap 60 minit.`,
        `Peringatan menunjukkan tempoh anda bermain sejak log masuk dan keputusan bersih anda, dengan ${b('Terus bermain')}, ${b('Lihat sejarah')} dan ${b('Log keluar')}.`,
        `${b('Log keluar saya selepas')}: menamatkan sesi anda selepas masa yang anda pilih, dari 30 minit hingga 12 jam. Permainan berhenti menerima pertaruhan pada saat itu.`,
      ),
      h3('Tempoh bertenang dan pengecualian diri'),
      ul(
        `${b('Tempoh bertenang')}: menjauh selama 24 jam, 3 hari, atau 1, 2, 4 atau 6 minggu.`,
        `${b('Pengecualian diri')}: 6 bulan, 1, 2, 3 atau 5 tahun, atau secara kekal.`,
        'Kedua-duanya meminta kata laluan anda dan pengesahan yang menyatakan tarikh tamat. Ia bermula serta-merta dan melog keluar anda di semua peranti.',
        'Sehingga tamat, anda tidak boleh log masuk, membuat deposit atau bermain, dan kami tidak menghantar promosi kepada anda.',
        'Rehat tidak boleh dipendekkan atau dibatalkan, walaupun oleh khidmat pelanggan. Pengeluaran yang belum selesai tetap dibayar.',
      ),
      h3('Pantau wang anda'),
      ul(
        `${b('Garis masa wang')} (Akaun Saya → ${b('Buka garis masa wang')}) menyenaraikan setiap deposit, pengeluaran, pertaruhan, kemenangan, bonus dan pelarasan dalam 12 bulan terakhir, bersama deposit bersih anda. ${b('Muat turun CSV')} menyimpannya sebagai fail.`,
        `Pertaruhan anda juga disenaraikan di bawah ${b('Transaksi')} → ${b('Sejarah Pertaruhan')}.`,
      ),
      h3('Tanda-tanda yang perlu diberi perhatian'),
      ul(
        'Membelanjakan lebih banyak wang atau masa daripada yang dirancang.',
        'Mengejar kerugian, atau meminjam wang untuk bermain.',
        'Menyembunyikan tabiat bermain daripada orang terdekat.',
        'Berasa cemas atau mudah marah apabila tidak bermain.',
      ),
      h3('Tempat mendapatkan bantuan'),
      ul(
        'Jika perjudian menimbulkan masalah kepada anda, bantuan percuma dan sulit tersedia daripada pertubuhan sokongan di negara anda.',
        'Bercakap dengan seseorang yang anda percayai, atau dengan doktor anda.',
        'Perisian penyekat pada telefon dan komputer anda boleh menghalang akses ke laman perjudian.',
        `Khidmat pelanggan kami boleh menerangkan alat-alat ini: buka ${b('Hubungi Kami')}.`,
      ),
    ],
    th: [
      p('เล่นเพื่อความสนุก ไม่ใช่เพื่อหาเงินหรือแก้ปัญหาการเงิน คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเล่นได้ เครื่องมือด้านล่างในบัญชีของคุณช่วยให้คุณควบคุมการเล่นได้ และใช้ได้ทุกเมื่อ'),
      h3('วงเงินจำกัดการฝาก การเสีย และการเดิมพัน'),
      ol(
        `ที่ ${b('บัญชีของฉัน')} ในส่วน ${b('วงเงินจำกัดการฝาก การเสีย และการเดิมพัน')} กด ${b('ตั้งวงเงินจำกัดของฉัน')}`,
        `ตั้งวงเงิน ${b('รายวัน')} ${b('รายสัปดาห์')} หรือ ${b('รายเดือน')} สำหรับแต่ละประเภท: ${b('วงเงินจำกัดการฝาก')} (เงินที่คุณเติม รวมถึงรายการโอนที่รอการอนุมัติ) ${b('วงเงินจำกัดการเสีย')} (ยอดเดิมพันลบเงินรางวัล) และ ${b('วงเงินจำกัดการเดิมพัน')} (ยอดเดิมพันทั้งหมด)`,
        'วงเงินใหม่หรือที่ต่ำลงมีผลทันที',
        `การเพิ่มวงเงินหรือการยกเลิกวงเงินต้องรอตามระยะเวลาที่หน้านั้นแสดง แล้วจึงกด ${b('ยืนยัน')} ระหว่างนั้นวงเงินปัจจุบันยังมีผลอยู่ กด ${b('คงวงเงินปัจจุบัน')} เพื่อยกเลิกคำขอ`,
      ),
      p(
        'วันเริ่มตอนเที่ยงคืน สัปดาห์เริ่มวันจันทร์ และเดือนเริ่มวันที่ 1 ตามเวลาของประเทศคุณ เมื่อใช้วงเงินไปถึง 80% คุณจะได้รับคำเตือน และการฝากหรือเดิมพันที่จะเกินวงเงินจะถูกปฏิเสธ',
      ),
      h3('การเตือนเวลาเล่นและขีดจำกัดเวลาเซสชัน'),
      p(`ที่บัญชีของฉัน ในส่วน ${b('พักการเล่น')} กด ${b('จัดการ')}:`),
      ul(
        `${b('เตือนฉันทุก')}: เตือนทุก 15 ถึง 120 นาที หรือปิด หากไม่เปลี่ยน ระบบจะเตือนทุก 60 นาที`,
        `การเตือนแสดงเวลาที่คุณเล่นตั้งแต่เข้าสู่ระบบและผลได้เสียสุทธิ พร้อมปุ่ม ${b('เล่นต่อ')} ${b('ดูประวัติ')} และ ${b('ออกจากระบบ')}`,
        `${b('ออกจากระบบหลังจาก')}: สิ้นสุดเซสชันเมื่อครบเวลาที่คุณเลือก ตั้งแต่ 30 นาทีถึง 12 ชั่วโมง และเกมจะหยุดรับเดิมพันในทันที`,
      ),
      h3('พักชั่วคราวและระงับตนเอง'),
      ul(
        `${b('พักชั่วคราว')}: หยุดพัก 24 ชั่วโมง 3 วัน หรือ 1, 2, 4 หรือ 6 สัปดาห์`,
        `${b('ระงับตนเอง')}: 6 เดือน 1, 2, 3 หรือ 5 ปี หรือถาวร`,
        'ทั้งสองแบบต้องกรอกรหัสผ่านและยืนยันข้อความที่ระบุวันสิ้นสุด มีผลทันทีและออกจากระบบทุกอุปกรณ์',
        'จนกว่าจะสิ้นสุด คุณจะเข้าสู่ระบบ ฝากเงิน หรือเล่นไม่ได้ และเราจะไม่ส่งโปรโมชั่นให้คุณ',
        'การพักไม่สามารถย่นหรือยกเลิกได้ แม้แต่โดยฝ่ายบริการลูกค้า รายการถอนที่รอดำเนินการจะยังได้รับการจ่าย',
      ),
      h3('ติดตามการใช้เงินของคุณ'),
      ul(
        `${b('ไทม์ไลน์การเงิน')} (บัญชีของฉัน → ${b('เปิดไทม์ไลน์การเงิน')}) แสดงการฝาก การถอน การเดิมพัน เงินรางวัล โบนัส และการปรับยอดทุกรายการใน 12 เดือนล่าสุด พร้อมยอดฝากสุทธิ กด ${b('ดาวน์โหลด CSV')} เพื่อบันทึกเป็นไฟล์`,
        `การเดิมพันของคุณยังอยู่ที่ ${b('ประวัติธุรกรรม')} → ${b('ประวัติการเดิมพัน')}`,
      ),
      h3('สัญญาณที่ควรระวัง'),
      ul('ใช้เงินหรือเวลามากกว่าที่ตั้งใจไว้', 'พยายามเล่นเพื่อเอาเงินที่เสียไปคืน หรือยืมเงินมาเล่น', 'ปิดบังการเล่นจากคนใกล้ชิด', 'รู้สึกกังวลหรือหงุดหงิดเมื่อไม่ได้เล่น'),
      h3('แหล่งความช่วยเหลือ'),
      ul(
        'หากการพนันสร้างปัญหาให้คุณ มีความช่วยเหลือฟรีและเป็นความลับจากองค์กรช่วยเหลือในประเทศของคุณ',
        'พูดคุยกับคนที่คุณไว้ใจ หรือกับแพทย์ของคุณ',
        'ซอฟต์แวร์บล็อกบนโทรศัพท์และคอมพิวเตอร์ช่วยกันไม่ให้เข้าถึงเว็บไซต์การพนันได้',
        `ฝ่ายบริการลูกค้าของเราช่วยอธิบายเครื่องมือเหล่านี้ได้ เปิด ${b('ติดต่อเรา')}`,
      ),
    ],
    vi: [
      p(
        'Hãy chơi để giải trí, không bao giờ để kiếm tiền hay giải quyết khó khăn tài chính. Bạn phải từ 18 tuổi trở lên mới được chơi. Các công cụ dưới đây trong tài khoản giúp bạn luôn làm chủ việc chơi, và bạn có thể dùng chúng bất cứ lúc nào.',
      ),
      h3('Giới hạn nạp tiền, thua và đặt cược'),
      ol(
        `Trong ${b('Tài khoản của tôi')}, ở mục ${b('Giới hạn nạp tiền, thua và đặt cược')}, chọn ${b('Đặt giới hạn của tôi')}.`,
        `Đặt giới hạn ${b('Hằng ngày')}, ${b('Hằng tuần')} hoặc ${b('Hằng tháng')} cho từng loại: ${b('Giới hạn nạp tiền')} (số tiền bạn nạp, kể cả chuyển khoản đang chờ duyệt), ${b('Giới hạn thua')} (tiền cược trừ tiền thắng) và ${b('Giới hạn đặt cược')} (tổng tiền cược).`,
        'Giới hạn mới hoặc thấp hơn có hiệu lực ngay.',
        `Giới hạn cao hơn, hoặc bỏ giới hạn, phải chờ hết thời gian chờ hiển thị trên trang rồi cần bạn chọn ${b('Xác nhận')}; trong thời gian đó giới hạn hiện tại vẫn áp dụng. ${b('Giữ giới hạn hiện tại')} sẽ hủy yêu cầu.`,
      ),
      p(
        'Ngày bắt đầu lúc nửa đêm, tuần vào thứ Hai và tháng vào ngày 1, theo giờ của quốc gia bạn. Khi dùng đến 80% một giới hạn, bạn sẽ nhận cảnh báo, và khoản nạp hoặc cược vượt giới hạn sẽ bị từ chối.',
      ),
      h3('Nhắc nhở thực tế và giới hạn thời gian phiên'),
      p(`Trong Tài khoản của tôi, ở mục ${b('Tạm nghỉ')}, chọn ${b('Quản lý')}:`),
      ul(
        `${b('Nhắc tôi mỗi')}: nhắc nhở mỗi 15 đến 120 phút, hoặc tắt. Nếu bạn không đổi, nhắc nhở xuất hiện mỗi 60 phút.`,
        `Nhắc nhở cho biết bạn đã chơi bao lâu kể từ khi đăng nhập và kết quả thắng thua ròng, kèm các nút ${b('Tiếp tục chơi')}, ${b('Xem lịch sử')} và ${b('Đăng xuất')}.`,
        `${b('Đăng xuất tôi sau')}: kết thúc phiên sau khoảng thời gian bạn chọn, từ 30 phút đến 12 giờ. Các trò chơi ngừng nhận cược ngay lúc đó.`,
      ),
      h3('Tạm ngưng và tự loại trừ'),
      ul(
        `${b('Tạm ngưng')}: rời xa trong 24 giờ, 3 ngày, hoặc 1, 2, 4 hay 6 tuần.`,
        `${b('Tự loại trừ')}: 6 tháng, 1, 2, 3 hay 5 năm, hoặc vĩnh viễn.`,
        'Cả hai đều yêu cầu mật khẩu và một xác nhận ghi rõ ngày kết thúc. Chúng có hiệu lực ngay và đăng xuất bạn khỏi mọi thiết bị.',
        'Cho đến khi kết thúc, bạn không thể đăng nhập, nạp tiền hay chơi, và chúng tôi không gửi khuyến mãi cho bạn.',
        'Thời gian tạm nghỉ không thể rút ngắn hay hủy, kể cả bởi bộ phận chăm sóc khách hàng. Các lệnh rút tiền đang chờ vẫn được thanh toán.',
      ),
      h3('Theo dõi tiền của bạn'),
      ul(
        `${b('Dòng thời gian tiền')} (Tài khoản của tôi → ${b('Mở dòng thời gian tiền')}) liệt kê mọi khoản nạp, rút, cược, thắng, tiền thưởng và điều chỉnh trong 12 tháng qua, kèm số tiền nạp ròng. ${b('Tải CSV')} lưu lại thành tệp.`,
        `Các cược của bạn cũng được liệt kê trong ${b('Giao dịch')} → ${b('Lịch sử cược')}.`,
      ),
      h3('Dấu hiệu cần lưu ý'),
      ul(
        'Tiêu nhiều tiền hoặc thời gian hơn dự định.',
        'Cố gỡ lại tiền đã thua, hoặc vay tiền để chơi.',
        'Giấu việc chơi với những người thân thiết.',
        'Cảm thấy lo âu hoặc cáu kỉnh khi không chơi.',
      ),
      h3('Nơi tìm trợ giúp'),
      ul(
        'Nếu cờ bạc gây ra vấn đề cho bạn, các tổ chức hỗ trợ tại quốc gia của bạn có thể giúp đỡ miễn phí và bảo mật.',
        'Hãy trò chuyện với người bạn tin tưởng, hoặc với bác sĩ của bạn.',
        'Phần mềm chặn trên điện thoại và máy tính có thể giúp bạn tránh xa các trang cờ bạc.',
        `Bộ phận chăm sóc khách hàng của chúng tôi có thể giải thích các công cụ này: hãy mở ${b('Liên hệ')}.`,
      ),
    ],
    id: [
      p(
        'Bermainlah untuk bersenang-senang, bukan untuk mencari uang atau menyelesaikan masalah keuangan. Anda harus berusia 18 tahun ke atas untuk bermain. Alat-alat di bawah ini ada di akun Anda untuk membantu Anda tetap terkendali, dan dapat digunakan kapan saja.',
      ),
      h3('Batas setoran, kekalahan, dan taruhan'),
      ol(
        `Di ${b('Akun Saya')}, pada ${b('Batas setoran, kekalahan, dan taruhan')}, pilih ${b('Atur batas saya')}.`,
        `Atur batas ${b('Harian')}, ${b('Mingguan')}, atau ${b('Bulanan')} untuk setiap jenis: ${b('Batas setoran')} (uang yang Anda tambahkan, termasuk transfer bank yang masih menunggu), ${b('Batas kekalahan')} (taruhan dikurangi kemenangan), dan ${b('Batas taruhan')} (semua yang Anda pertaruhkan).`,
        'Batas baru atau yang lebih rendah langsung berlaku.',
        `Batas yang lebih tinggi, atau menghapus batas, menunggu masa tunggu yang ditampilkan di halaman lalu perlu Anda ${b('Konfirmasi')}; sampai saat itu batas Anda saat ini tetap berlaku. ${b('Pertahankan batas saat ini')} membatalkan permintaan.`,
      ),
      p(
        'Hari dimulai tengah malam, minggu pada hari Senin, dan bulan pada tanggal 1, menurut waktu negara Anda. Saat 80% batas terpakai, Anda menerima peringatan, dan setoran atau taruhan yang melewati batas akan ditolak.',
      ),
      h3('Pengecekan realitas dan batas waktu sesi'),
      p(`Di Akun Saya, pada ${b('Ambil jeda')}, pilih ${b('Kelola')}:`),
      ul(
        `${b('Ingatkan saya setiap')}: pengingat setiap 15 hingga 120 menit, atau mati. Jika tidak Anda ubah, pengingat muncul setiap 60 menit.`,
        `Pengingat menampilkan berapa lama Anda bermain sejak masuk dan hasil bersih Anda, dengan ${b('Lanjut bermain')}, ${b('Lihat riwayat')}, dan ${b('Keluar')}.`,
        `${b('Keluarkan saya setelah')}: mengakhiri sesi Anda setelah waktu yang Anda pilih, dari 30 menit hingga 12 jam. Permainan berhenti menerima taruhan saat itu juga.`,
      ),
      h3('Jeda dan pengecualian diri'),
      ul(
        `${b('Masa jeda')}: menjauh selama 24 jam, 3 hari, atau 1, 2, 4, atau 6 minggu.`,
        `${b('Pengecualian diri')}: 6 bulan, 1, 2, 3, atau 5 tahun, atau selamanya.`,
        'Keduanya meminta kata sandi Anda dan konfirmasi yang menyebutkan tanggal berakhirnya. Keduanya langsung berlaku dan mengeluarkan Anda dari semua perangkat.',
        'Sampai berakhir, Anda tidak dapat masuk, menyetor, atau bermain, dan kami tidak mengirimkan promosi kepada Anda.',
        'Jeda tidak dapat dipersingkat atau dibatalkan, bahkan oleh layanan pelanggan. Penarikan yang tertunda tetap dibayarkan.',
      ),
      h3('Pantau uang Anda'),
      ul(
        `${b('Riwayat uang')} (Akun Saya → ${b('Buka riwayat uang')}) mencantumkan setiap deposit, penarikan, taruhan, kemenangan, bonus, dan penyesuaian dalam 12 bulan terakhir, beserta setoran bersih Anda. ${b('Unduh CSV')} menyimpannya sebagai file.`,
        `Taruhan Anda juga tercantum di ${b('Transaksi')} → ${b('Riwayat Taruhan')}.`,
      ),
      h3('Tanda-tanda yang perlu diwaspadai'),
      ul(
        'Menghabiskan uang atau waktu lebih banyak dari rencana.',
        'Mengejar kekalahan, atau meminjam uang untuk bermain.',
        'Menyembunyikan kebiasaan bermain dari orang-orang terdekat.',
        'Merasa cemas atau mudah marah saat tidak bermain.',
      ),
      h3('Tempat mencari bantuan'),
      ul(
        'Jika judi menimbulkan masalah bagi Anda, bantuan gratis dan rahasia tersedia dari organisasi pendukung di negara Anda.',
        'Bicarakan dengan orang yang Anda percayai, atau dengan dokter Anda.',
        'Perangkat lunak pemblokir di ponsel dan komputer dapat membuat situs judi tidak bisa diakses.',
        `Layanan pelanggan kami dapat menjelaskan alat-alat ini: buka ${b('Hubungi Kami')}.`,
      ),
    ],
  },
);
