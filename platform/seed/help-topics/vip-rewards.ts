import { b, h3, ol, p, topic, ul } from './html';

/**
 * VIP tiers, instant rebate, referral commission and daily tasks (docs/loyalty.md). Rates, thresholds
 * and rewards are the operator's settings per currency: the text sends the member to the pages that show them.
 */
export const vipRewards = topic(
  'vip-rewards',
  { en: 'VIP & rewards', zh: 'VIP 与奖励', ms: 'VIP & ganjaran', th: 'VIP และรางวัล', vi: 'VIP & phần thưởng', id: 'VIP & hadiah' },
  {
    en: [
      p(
        'Besides your wins, your play earns rewards: VIP tiers, instant rebate, referral commission and daily tasks. Which of them are open depends on your country, and each page shows your own figures.',
      ),
      h3('VIP Club'),
      ul(
        `Your tier follows your settled turnover, the total of your settled bets. The ${b('VIP Club')} page shows ${b('Your tier')}, your progress to the next one and the ${b('Tier benefits')} of every tier.`,
        'Depending on the club’s rules, a tier you reach is yours to keep, or it follows your turnover over recent days; the VIP Club page says which.',
        `Each tier sets its ${b('Instant rebate')} rate, ${b('Withdrawals a day')} and ${b('Withdrawal limit a day')}.`,
        `Each ${b('Level-up reward')} is paid once: as cash, or as a bonus with its own wagering. While you have another active bonus, a bonus reward waits until that one ends.`,
        `Level-up rewards are listed under ${b('Transactions')} → ${b('VIP')}.`,
      ),
      h3('Instant rebate'),
      ol(
        `Open the wallet with ${b('Deposit')} at the top of the page and choose the ${b('Instant Rebate')} tab.`,
        `It shows your turnover since your last claim, your ${b('Rebate rate')} and the ${b('Claimable rebate')}.`,
        `Choose ${b('Claim rebate')}: the rebate is paid to your main wallet at once.`,
      ),
      p(`Past claims are listed under ${b('Transactions')} → ${b('Rebate')}.`),
      h3('Refer a Friend'),
      ol(
        `Open ${b('Refer a Friend')} (${b('Referral')} in the menu) to find ${b('Your referral link')}, your code and a QR code. Send it with ${b('Copy')} or ${b('Share')}.`,
        'Your friend registers through the link (the code is filled in) or types your code when registering.',
        'You earn the commission the page describes: a share of your friends’ settled turnover played with cash (bonus money earns none), or of their first deposit.',
        `Choose ${b('Claim')} once the amount reaches the minimum shown. Commission is paid to your main wallet and listed under Transactions → Referral.`,
      ),
      p(
        'Referring yourself is not allowed: a registration from the referrer’s own device is refused, and the same bank account cannot be bound by both a referrer and a member they referred.',
      ),
      h3('Daily Tasks'),
      ul(
        `${b('Daily Tasks')} lists today’s tasks, for example logging in, depositing or betting a set amount, or playing a few different games.`,
        `A completed task pays its reward once when you choose ${b('Claim')}; finishing every task pays an extra reward.`,
        'Claim before the tasks reset: the page counts down to the new tasks. The rewards of a day that has ended can no longer be claimed.',
        'The page also counts how many days in a row you have logged in.',
      ),
    ],
    zh: [
      p(
        '除了赢得的奖金，您的游戏还能带来更多奖励：VIP 等级、即时返水、推荐佣金和每日任务。开放哪些奖励取决于您所在的国家，各页面会显示您的具体数据。',
      ),
      h3('VIP 俱乐部'),
      ul(
        `您的等级按已结算流水（即已结算投注的总额）计算。${b('VIP 俱乐部')}页面显示${b('您的等级')}、升级进度以及各等级的${b('等级福利')}。`,
        '根据俱乐部规则，达到的等级或永久保留，或按最近若干天的流水计算；VIP 俱乐部页面会说明适用哪种方式。',
        `每个等级设有各自的${b('即时返水')}比例、${b('每日提款次数')}和${b('每日提款限额')}。`,
        `每个${b('升级奖励')}仅发放一次：以现金或附带流水要求的红利形式发放。如您有其他进行中的红利，红利形式的奖励会等该红利结束后再发放。`,
        `升级奖励记录在${b('交易记录')} → ${b('VIP')}中。`,
      ),
      h3('即时返水'),
      ol(
        `点击页面顶部的${b('存款')}打开钱包，然后选择${b('即时返水')}标签页。`,
        `页面显示自上次领取以来的流水、${b('返水比例')}和${b('可领取返水')}。`,
        `点击${b('领取返水')}，返水立即存入您的主钱包。`,
      ),
      p(`领取记录位于${b('交易记录')} → ${b('返水')}。`),
      h3('推荐好友'),
      ol(
        `打开${b('推荐好友')}页面，获取${b('您的推荐链接')}、推荐码和二维码，并通过${b('复制')}或${b('分享')}发送给朋友。`,
        '朋友通过链接注册（推荐码会自动填入），或在注册时输入您的推荐码。',
        '您按页面说明获得佣金：朋友以现金投注的已结算流水的一定比例（红利投注不计佣金），或其首次存款的一定比例。',
        `金额达到页面显示的最低额度后，点击${b('领取')}。佣金存入您的主钱包，并记录在交易记录 → 推荐中。`,
      ),
      p('禁止推荐自己：从推荐人本人设备进行的注册会被拒绝，推荐人与其推荐的会员也不能绑定同一个银行账户。'),
      h3('每日任务'),
      ul(
        `${b('每日任务')}列出当天的任务，例如登录、存款或投注达到指定金额，或玩几款不同的游戏。`,
        `完成任务后点击${b('领取')}即可获得奖励，每个任务每天一次；完成全部任务还可获得额外奖励。`,
        '请在任务刷新前领取：页面会显示距离新任务的倒计时。已结束当天的奖励无法再领取。',
        '页面还会统计您连续登录的天数。',
      ),
    ],
    ms: [
      p(
        'Selain kemenangan, permainan anda juga membawa ganjaran: tahap VIP, rebat segera, komisen rujukan dan tugasan harian. Yang mana tersedia bergantung pada negara anda, dan setiap halaman menunjukkan angka anda sendiri.',
      ),
      h3('Kelab VIP'),
      ul(
        `Tahap anda mengikut pusing ganti yang diselesaikan, iaitu jumlah pertaruhan anda yang telah diselesaikan. Halaman ${b('Kelab VIP')} menunjukkan ${b('Tahap anda')}, kemajuan ke tahap seterusnya dan ${b('Faedah tahap')} bagi setiap tahap.`,
        'Bergantung pada peraturan kelab, tahap yang dicapai kekal milik anda, atau mengikut pusing ganti anda dalam beberapa hari kebelakangan; halaman Kelab VIP menyatakan yang mana.',
        `Setiap tahap menetapkan kadar ${b('Rebat segera')}, ${b('Pengeluaran sehari')} dan ${b('Had pengeluaran sehari')}.`,
        `Setiap ${b('Ganjaran naik tahap')} dibayar sekali: sebagai tunai, atau sebagai bonus dengan syarat pertaruhannya sendiri. Jika anda mempunyai bonus aktif yang lain, ganjaran bonus menunggu sehingga bonus itu tamat.`,
        `Ganjaran naik tahap disenaraikan di bawah ${b('Transaksi')} → ${b('VIP')}.`,
      ),
      h3('Rebat segera'),
      ol(
        `Buka dompet dengan ${b('Deposit')} di bahagian atas halaman dan pilih tab ${b('Rebat Segera')}.`,
        `Ia menunjukkan pusing ganti anda sejak tuntutan terakhir, ${b('Kadar rebat')} anda dan ${b('Rebat boleh dituntut')}.`,
        `Pilih ${b('Tuntut rebat')}: rebat dibayar ke dompet utama anda serta-merta.`,
      ),
      p(`Tuntutan lepas disenaraikan di bawah ${b('Transaksi')} → ${b('Rebat')}.`),
      h3('Rujuk Rakan'),
      ol(
        `Buka ${b('Rujuk Rakan')} (${b('Rujukan')} dalam menu) untuk mendapatkan ${b('Pautan rujukan anda')}, kod anda dan kod QR. Hantarkannya dengan ${b('Salin')} atau ${b('Kongsi')}.`,
        'Rakan anda mendaftar melalui pautan itu (kod diisi secara automatik) atau menaip kod anda semasa mendaftar.',
        'Anda memperoleh komisen seperti yang diterangkan di halaman itu: sebahagian daripada pusing ganti rakan anda yang diselesaikan dan dimainkan dengan tunai (wang bonus tidak memberi komisen), atau daripada deposit pertama mereka.',
        `Pilih ${b('Tuntut')} setelah jumlahnya mencapai minimum yang dipaparkan. Komisen dibayar ke dompet utama anda dan disenaraikan di bawah Transaksi → Rujukan.`,
      ),
      p(
        'Merujuk diri sendiri tidak dibenarkan: pendaftaran daripada peranti perujuk sendiri ditolak, dan akaun bank yang sama tidak boleh dipautkan oleh perujuk dan ahli yang dirujuknya.',
      ),
      h3('Tugasan Harian'),
      ul(
        `${b('Tugasan Harian')} menyenaraikan tugasan hari ini, contohnya log masuk, membuat deposit atau bertaruh sejumlah tertentu, atau bermain beberapa permainan berbeza.`,
        `Tugasan yang selesai membayar ganjarannya sekali apabila anda memilih ${b('Tuntut')}; menyelesaikan semua tugasan membayar ganjaran tambahan.`,
        'Tuntut sebelum tugasan ditetapkan semula: halaman itu mengira detik ke tugasan baharu. Ganjaran hari yang telah berakhir tidak boleh dituntut lagi.',
        'Halaman itu juga mengira berapa hari berturut-turut anda log masuk.',
      ),
    ],
    th: [
      p(
        'นอกจากเงินรางวัลจากเกม การเล่นของคุณยังได้รับรางวัลอื่น ๆ ได้แก่ ระดับ VIP เงินคืนทันที ค่าคอมมิชชันแนะนำเพื่อน และภารกิจประจำวัน รางวัลที่เปิดให้บริการขึ้นอยู่กับประเทศของคุณ และแต่ละหน้าจะแสดงตัวเลขของคุณเอง',
      ),
      h3('คลับ VIP'),
      ul(
        `ระดับของคุณคิดจากยอดเทิร์นโอเวอร์ที่ชำระแล้ว คือยอดรวมเดิมพันที่ชำระผลแล้ว หน้า ${b('คลับ VIP')} แสดง ${b('ระดับของคุณ')} ความคืบหน้าสู่ระดับถัดไป และ ${b('สิทธิประโยชน์ตามระดับ')} ของทุกระดับ`,
        'ตามกติกาของคลับ ระดับที่ได้อาจคงอยู่ตลอดไป หรือคิดจากยอดเทิร์นโอเวอร์ในช่วงวันล่าสุด หน้าคลับ VIP จะบอกว่าใช้แบบใด',
        `แต่ละระดับกำหนดอัตรา ${b('เงินคืนทันที')} ${b('ถอนต่อวัน')} และ ${b('วงเงินถอนต่อวัน')} ของตัวเอง`,
        `${b('รางวัลเลื่อนระดับ')} แต่ละรางวัลจ่ายครั้งเดียว เป็นเงินสด หรือเป็นโบนัสที่มีเงื่อนไขการทำยอดของตัวเอง หากคุณมีโบนัสอื่นที่ใช้งานอยู่ รางวัลแบบโบนัสจะรอจนกว่าโบนัสนั้นจะสิ้นสุด`,
        `รางวัลเลื่อนระดับอยู่ที่ ${b('ประวัติธุรกรรม')} → ${b('VIP')}`,
      ),
      h3('เงินคืนทันที'),
      ol(
        `เปิดกระเป๋าเงินด้วยปุ่ม ${b('ฝากเงิน')} ที่ด้านบนของหน้า แล้วเลือกแท็บ ${b('เงินคืนทันที')}`,
        `แท็บนี้แสดงยอดเทิร์นโอเวอร์นับตั้งแต่การรับครั้งล่าสุด ${b('อัตราเงินคืน')} และ ${b('เงินคืนที่รับได้')}`,
        `กด ${b('รับเงินคืน')} เงินคืนจะเข้ากระเป๋าหลักของคุณทันที`,
      ),
      p(`การรับครั้งก่อน ๆ อยู่ที่ ${b('ประวัติธุรกรรม')} → ${b('เงินคืน')}`),
      h3('แนะนำเพื่อน'),
      ol(
        `เปิดหน้า ${b('แนะนำเพื่อน')} เพื่อดู ${b('ลิงก์แนะนำของคุณ')} รหัสของคุณ และคิวอาร์โค้ด แล้วส่งให้เพื่อนด้วย ${b('คัดลอก')} หรือ ${b('แชร์')}`,
        'เพื่อนสมัครผ่านลิงก์ (รหัสจะถูกกรอกให้) หรือพิมพ์รหัสของคุณตอนสมัคร',
        'คุณได้รับค่าคอมมิชชันตามที่หน้านี้ระบุ คือส่วนแบ่งจากยอดเทิร์นโอเวอร์ที่ชำระแล้วซึ่งเพื่อนเล่นด้วยเงินสด (เงินโบนัสไม่ได้ค่าคอมมิชชัน) หรือจากเงินฝากครั้งแรกของเพื่อน',
        `กด ${b('รับรางวัล')} เมื่อยอดถึงขั้นต่ำที่แสดง ค่าคอมมิชชันจะเข้ากระเป๋าหลักของคุณ และอยู่ในประวัติธุรกรรม → แนะนำเพื่อน`,
      ),
      p('ไม่อนุญาตให้แนะนำตัวเอง การสมัครจากอุปกรณ์ของผู้แนะนำเองจะถูกปฏิเสธ และผู้แนะนำกับสมาชิกที่ตนแนะนำจะผูกบัญชีธนาคารเดียวกันไม่ได้'),
      h3('ภารกิจประจำวัน'),
      ul(
        `${b('ภารกิจประจำวัน')} แสดงภารกิจของวันนี้ เช่น เข้าสู่ระบบ ฝากเงินหรือเดิมพันให้ถึงยอดที่กำหนด หรือเล่นเกมที่แตกต่างกันสองสามเกม`,
        `ภารกิจที่ทำสำเร็จจะจ่ายรางวัลครั้งเดียวเมื่อคุณกด ${b('รับรางวัล')} และเมื่อทำครบทุกภารกิจจะได้รางวัลเพิ่ม`,
        'รับรางวัลก่อนภารกิจรีเซ็ต หน้านี้มีเวลานับถอยหลังสู่ภารกิจใหม่ รางวัลของวันที่ผ่านไปแล้วจะรับไม่ได้อีก',
        'หน้านี้ยังนับจำนวนวันที่คุณเข้าสู่ระบบต่อเนื่องด้วย',
      ),
    ],
    vi: [
      p(
        'Ngoài tiền thắng, việc chơi còn mang lại phần thưởng: hạng VIP, hoàn trả tức thì, hoa hồng giới thiệu và nhiệm vụ hằng ngày. Những ưu đãi nào được mở tùy theo quốc gia của bạn, và mỗi trang hiển thị số liệu của riêng bạn.',
      ),
      h3('Câu lạc bộ VIP'),
      ul(
        `Hạng của bạn theo doanh số cược đã thanh toán, tức tổng các cược đã thanh toán. Trang ${b('Câu lạc bộ VIP')} hiển thị ${b('Hạng của bạn')}, tiến độ lên hạng tiếp theo và ${b('Quyền lợi theo hạng')} của mọi hạng.`,
        'Tùy quy định của câu lạc bộ, hạng đã đạt được giữ mãi, hoặc tính theo doanh số cược trong những ngày gần đây; trang Câu lạc bộ VIP cho biết cách nào được áp dụng.',
        `Mỗi hạng có mức ${b('Hoàn trả tức thì')}, ${b('Số lần rút mỗi ngày')} và ${b('Hạn mức rút mỗi ngày')} riêng.`,
        `Mỗi ${b('Thưởng thăng hạng')} chỉ trả một lần: bằng tiền mặt, hoặc bằng tiền thưởng có yêu cầu cược riêng. Nếu bạn đang có tiền thưởng khác hoạt động, phần thưởng dạng tiền thưởng sẽ chờ đến khi tiền thưởng đó kết thúc.`,
        `Thưởng thăng hạng được liệt kê trong ${b('Giao dịch')} → ${b('VIP')}.`,
      ),
      h3('Hoàn trả tức thì'),
      ol(
        `Mở ví bằng nút ${b('Nạp tiền')} ở đầu trang và chọn thẻ ${b('Hoàn trả tức thì')}.`,
        `Thẻ này hiển thị doanh thu cược kể từ lần nhận gần nhất, ${b('Tỷ lệ hoàn trả')} và ${b('Hoàn trả có thể nhận')}.`,
        `Chọn ${b('Nhận hoàn trả')}: tiền hoàn trả được cộng ngay vào ví chính.`,
      ),
      p(`Các lần nhận trước có trong ${b('Giao dịch')} → ${b('Hoàn trả')}.`),
      h3('Giới thiệu bạn bè'),
      ol(
        `Mở ${b('Giới thiệu bạn bè')} (${b('Giới thiệu')} trong trình đơn) để lấy ${b('Liên kết giới thiệu của bạn')}, mã của bạn và mã QR. Gửi đi bằng ${b('Sao chép')} hoặc ${b('Chia sẻ')}.`,
        'Bạn bè đăng ký qua liên kết (mã được điền sẵn) hoặc nhập mã của bạn khi đăng ký.',
        'Bạn nhận hoa hồng như trang mô tả: một phần doanh số cược đã thanh toán mà bạn bè chơi bằng tiền mặt (tiền thưởng không tính hoa hồng), hoặc một phần lần nạp đầu của họ.',
        `Chọn ${b('Nhận')} khi số tiền đạt mức tối thiểu hiển thị. Hoa hồng được cộng vào ví chính và liệt kê trong Giao dịch → Giới thiệu.`,
      ),
      p(
        'Không được tự giới thiệu chính mình: đăng ký từ chính thiết bị của người giới thiệu sẽ bị từ chối, và người giới thiệu cùng thành viên họ giới thiệu không thể liên kết cùng một tài khoản ngân hàng.',
      ),
      h3('Nhiệm vụ hằng ngày'),
      ul(
        `${b('Nhiệm vụ hằng ngày')} liệt kê nhiệm vụ hôm nay, ví dụ đăng nhập, nạp tiền hoặc đặt cược đủ số tiền nhất định, hay chơi vài trò chơi khác nhau.`,
        `Nhiệm vụ hoàn thành được trả thưởng một lần khi bạn chọn ${b('Nhận')}; hoàn thành mọi nhiệm vụ được thêm một phần thưởng.`,
        'Hãy nhận trước khi nhiệm vụ làm mới: trang có đồng hồ đếm ngược đến nhiệm vụ mới. Phần thưởng của ngày đã kết thúc không thể nhận được nữa.',
        'Trang cũng đếm số ngày bạn đăng nhập liên tiếp.',
      ),
    ],
    id: [
      p(
        'Selain kemenangan, permainan Anda juga menghasilkan hadiah: level VIP, rabat instan, komisi referral, dan misi harian. Mana yang tersedia tergantung negara Anda, dan setiap halaman menampilkan angka Anda sendiri.',
      ),
      h3('Klub VIP'),
      ul(
        `Level Anda mengikuti turnover yang diselesaikan, yaitu total taruhan Anda yang sudah diselesaikan. Halaman ${b('Klub VIP')} menampilkan ${b('Level Anda')}, kemajuan ke level berikutnya, dan ${b('Manfaat level')} setiap level.`,
        'Tergantung aturan klub, level yang dicapai tetap milik Anda, atau mengikuti turnover Anda dalam beberapa hari terakhir; halaman Klub VIP menyebutkan yang mana.',
        `Setiap level menetapkan persentase ${b('Rabat instan')}, ${b('Penarikan per hari')}, dan ${b('Batas penarikan per hari')}.`,
        `Setiap ${b('Hadiah naik level')} dibayar sekali: sebagai uang tunai, atau sebagai bonus dengan syarat taruhannya sendiri. Jika Anda masih punya bonus aktif lain, hadiah berupa bonus menunggu sampai bonus itu berakhir.`,
        `Hadiah naik level tercantum di ${b('Transaksi')} → ${b('VIP')}.`,
      ),
      h3('Rabat instan'),
      ol(
        `Buka dompet dengan tombol ${b('Deposit')} di bagian atas halaman, lalu pilih tab ${b('Rabat Instan')}.`,
        `Tab ini menampilkan perputaran taruhan Anda sejak klaim terakhir, ${b('Persentase rabat')}, dan ${b('Rabat yang dapat diklaim')}.`,
        `Pilih ${b('Klaim rabat')}: rabat langsung masuk ke dompet utama Anda.`,
      ),
      p(`Klaim sebelumnya tercantum di ${b('Transaksi')} → ${b('Rabat')}.`),
      h3('Ajak Teman'),
      ol(
        `Buka ${b('Ajak Teman')} (${b('Referal')} di menu) untuk mendapatkan ${b('Tautan referral Anda')}, kode Anda, dan kode QR. Kirim dengan ${b('Salin')} atau ${b('Bagikan')}.`,
        'Teman Anda mendaftar melalui tautan itu (kodenya terisi otomatis) atau mengetik kode Anda saat mendaftar.',
        'Anda mendapat komisi seperti yang dijelaskan di halaman itu: bagian dari turnover teman yang diselesaikan dan dimainkan dengan uang tunai (uang bonus tidak menghasilkan komisi), atau dari deposit pertama mereka.',
        `Pilih ${b('Klaim')} setelah jumlahnya mencapai minimum yang ditampilkan. Komisi dibayarkan ke dompet utama Anda dan tercantum di Transaksi → Referal.`,
      ),
      p(
        'Mereferensikan diri sendiri tidak diperbolehkan: pendaftaran dari perangkat milik pemberi referral sendiri ditolak, dan rekening bank yang sama tidak dapat dihubungkan oleh pemberi referral dan anggota yang direferensikannya.',
      ),
      h3('Misi Harian'),
      ul(
        `${b('Misi Harian')} menampilkan misi hari ini, misalnya masuk, melakukan deposit atau taruhan dalam jumlah tertentu, atau memainkan beberapa permainan berbeda.`,
        `Misi yang selesai membayar hadiahnya sekali saat Anda memilih ${b('Klaim')}; menyelesaikan semua misi memberi hadiah tambahan.`,
        'Klaim sebelum misi diatur ulang: halaman itu menampilkan hitung mundur ke misi baru. Hadiah dari hari yang sudah berakhir tidak dapat diklaim lagi.',
        'Halaman itu juga menghitung berapa hari berturut-turut Anda masuk.',
      ),
    ],
  },
);
