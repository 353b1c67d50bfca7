import { b, h3, p, topic, ul } from './html';

/** The account's main rules (the terms dialog's points, the wallet's and the bonuses' rules) and how new versions are accepted. */
export const terms = topic(
  'terms',
  {
    en: 'Terms & Conditions',
    zh: '条款与细则',
    ms: 'Terma & Syarat',
    th: 'ข้อกำหนดและเงื่อนไข',
    vi: 'Điều khoản & Điều kiện',
    id: 'Syarat & Ketentuan',
  },
  {
    en: [
      p('These are the main rules of your account. By creating an account, and each time you accept a new version, you agree to them.'),
      h3('Who may play'),
      ul(
        'You must be at least 18 years old, and gambling must be legal where you live.',
        'One account per person. Your account belongs to the country and currency you chose when you registered.',
        'Keep your password and PIN to yourself.',
      ),
      h3('Money'),
      ul(
        'Deposits and withdrawals are made in your account’s currency, within the minimum and maximum the wallet shows.',
        'Withdrawals are paid to a bank account bound to your profile, confirmed with your withdrawal PIN and reviewed before they are paid. Larger withdrawals can need a verified account.',
        'Only cash can be withdrawn; bonus money becomes cash once its wagering is complete.',
      ),
      h3('Bonuses'),
      ul(
        'Every bonus is subject to its wagering (turnover) requirement and to the key terms shown on the promotion before you claim it.',
        'You can have one active bonus at a time. A withdrawal while a bonus is active forfeits the bonus money left.',
        'Referring yourself, through your own device or a shared bank account, is refused.',
      ),
      h3('Responsible gaming'),
      p(
        `You can set limits, take a break or exclude yourself at any time from your own account, without contacting us. See ${b('Responsible Gaming')}.`,
      ),
      h3('Changes to these terms'),
      ul(
        'When the terms change, you are asked to accept the new version before you continue. If you decline, you are logged out.',
        'You may also be asked to accept the terms again after some time.',
      ),
    ],
    zh: [
      p('以下是您账户的主要规则。创建账户以及每次接受新版本时，即表示您同意这些规则。'),
      h3('参与资格'),
      ul(
        '您必须年满 18 岁，且在您所在地区参与博彩是合法的。',
        '每人仅限一个账户。您的账户属于注册时选择的国家和货币。',
        '请勿将密码和 PIN 告诉他人。',
      ),
      h3('资金'),
      ul(
        '存款和提款均以账户货币进行，金额须在钱包显示的最低和最高范围内。',
        '提款将支付至您已绑定的银行账户，须以提款 PIN 确认，并在支付前经过审核。大额提款可能需要先完成身份验证。',
        '只能提取现金；红利在完成流水后转为现金。',
      ),
      h3('红利'),
      ul(
        '每笔红利均须满足其流水要求，以及领取前优惠页面列出的主要条款。',
        '同一时间只能有一个进行中的红利。红利进行中时提款，将放弃剩余红利。',
        '通过自己的设备或共用银行账户推荐自己，将被拒绝。',
      ),
      h3('负责任博彩'),
      p(`您可随时在账户中自行设置限额、休息或自我排除，无需联系我们。详见${b('负责任博彩')}。`),
      h3('条款变更'),
      ul('条款变更时，您需要先接受新版本才能继续。如拒绝，您将被登出。', '一段时间后，系统也可能请您再次接受条款。'),
    ],
    ms: [
      p(
        'Berikut ialah peraturan utama akaun anda. Dengan mencipta akaun, dan setiap kali anda menerima versi baharu, anda bersetuju dengannya.',
      ),
      h3('Siapa boleh bermain'),
      ul(
        'Anda mesti berumur sekurang-kurangnya 18 tahun, dan perjudian mesti sah di tempat tinggal anda.',
        'Satu akaun bagi setiap orang. Akaun anda milik negara dan mata wang yang anda pilih semasa mendaftar.',
        'Jangan dedahkan kata laluan dan PIN anda kepada orang lain.',
      ),
      h3('Wang'),
      ul(
        'Deposit dan pengeluaran dibuat dalam mata wang akaun anda, dalam had minimum dan maksimum yang dipaparkan oleh dompet.',
        'Pengeluaran dibayar ke akaun bank yang dipautkan pada profil anda, disahkan dengan PIN pengeluaran dan disemak sebelum dibayar. Pengeluaran yang lebih besar mungkin memerlukan akaun yang disahkan.',
        'Hanya tunai boleh dikeluarkan; wang bonus menjadi tunai setelah syarat pertaruhannya selesai.',
      ),
      h3('Bonus'),
      ul(
        'Setiap bonus tertakluk pada syarat pertaruhan (pusing ganti) dan terma utama yang dipaparkan pada promosi sebelum anda menuntutnya.',
        'Anda hanya boleh mempunyai satu bonus aktif pada satu masa. Pengeluaran semasa bonus aktif melucutkan baki wang bonus.',
        'Merujuk diri sendiri, melalui peranti sendiri atau akaun bank yang dikongsi, akan ditolak.',
      ),
      h3('Permainan bertanggungjawab'),
      p(
        `Anda boleh menetapkan had, berehat atau mengecualikan diri pada bila-bila masa daripada akaun anda sendiri, tanpa menghubungi kami. Lihat ${b('Permainan Bertanggungjawab')}.`,
      ),
      h3('Perubahan pada terma ini'),
      ul(
        'Apabila terma berubah, anda diminta menerima versi baharu sebelum meneruskan. Jika anda menolak, anda akan dilog keluar.',
        'Anda juga mungkin diminta menerima terma sekali lagi selepas beberapa ketika.',
      ),
    ],
    th: [
      p('ต่อไปนี้คือกฎหลักของบัญชีคุณ การสร้างบัญชีและการยอมรับฉบับใหม่ในแต่ละครั้งถือว่าคุณยอมรับกฎเหล่านี้'),
      h3('ผู้ที่เล่นได้'),
      ul(
        'คุณต้องมีอายุอย่างน้อย 18 ปี และการพนันต้องถูกกฎหมายในพื้นที่ที่คุณอาศัยอยู่',
        'หนึ่งคนต่อหนึ่งบัญชี บัญชีของคุณเป็นของประเทศและสกุลเงินที่คุณเลือกตอนสมัคร',
        'เก็บรหัสผ่านและ PIN ไว้เป็นความลับ',
      ),
      h3('การเงิน'),
      ul(
        'การฝากและถอนเงินทำในสกุลเงินของบัญชีคุณ ภายในยอดขั้นต่ำและสูงสุดที่กระเป๋าเงินแสดง',
        'การถอนเงินจะจ่ายเข้าบัญชีธนาคารที่ผูกกับโปรไฟล์ของคุณ ยืนยันด้วย PIN ถอนเงิน และได้รับการตรวจสอบก่อนจ่าย การถอนจำนวนมากอาจต้องยืนยันตัวตนก่อน',
        'ถอนได้เฉพาะเงินสด เงินโบนัสจะเปลี่ยนเป็นเงินสดเมื่อทำยอดครบ',
      ),
      h3('โบนัส'),
      ul(
        'โบนัสทุกรายการเป็นไปตามเงื่อนไขการทำยอด (ยอดเทิร์นโอเวอร์) และเงื่อนไขสำคัญที่แสดงในโปรโมชั่นก่อนที่คุณจะรับ',
        'มีโบนัสที่ใช้งานอยู่ได้ครั้งละหนึ่งรายการ การถอนเงินขณะที่โบนัสใช้งานอยู่จะทำให้เสียเงินโบนัสที่เหลือ',
        'การแนะนำตัวเองผ่านอุปกรณ์ของตนเองหรือบัญชีธนาคารที่ใช้ร่วมกันจะถูกปฏิเสธ',
      ),
      h3('การเล่นอย่างรับผิดชอบ'),
      p(`คุณกำหนดวงเงินจำกัด พักการเล่น หรือระงับตนเองได้ทุกเมื่อจากบัญชีของคุณเอง โดยไม่ต้องติดต่อเรา ดู ${b('การเล่นอย่างรับผิดชอบ')}`),
      h3('การเปลี่ยนแปลงข้อกำหนด'),
      ul('เมื่อข้อกำหนดเปลี่ยน คุณจะต้องยอมรับฉบับใหม่ก่อนดำเนินการต่อ หากคุณปฏิเสธ คุณจะออกจากระบบ', 'ระบบอาจขอให้คุณยอมรับข้อกำหนดอีกครั้งเมื่อผ่านไประยะหนึ่ง'),
    ],
    vi: [
      p('Đây là các quy định chính của tài khoản. Khi tạo tài khoản, và mỗi lần chấp nhận phiên bản mới, bạn đồng ý với các quy định này.'),
      h3('Ai được chơi'),
      ul(
        'Bạn phải từ 18 tuổi trở lên, và cờ bạc phải hợp pháp tại nơi bạn sinh sống.',
        'Mỗi người chỉ được một tài khoản. Tài khoản của bạn thuộc quốc gia và đơn vị tiền tệ bạn chọn khi đăng ký.',
        'Giữ kín mật khẩu và mã PIN của bạn.',
      ),
      h3('Tiền'),
      ul(
        'Nạp và rút tiền bằng đơn vị tiền tệ của tài khoản, trong mức tối thiểu và tối đa mà ví hiển thị.',
        'Tiền rút được chuyển về tài khoản ngân hàng đã liên kết với hồ sơ, được xác nhận bằng mã PIN rút tiền và được xem xét trước khi thanh toán. Rút số tiền lớn có thể cần tài khoản đã xác minh.',
        'Chỉ rút được tiền mặt; tiền thưởng trở thành tiền mặt khi hoàn thành doanh số cược.',
      ),
      h3('Tiền thưởng'),
      ul(
        'Mọi khoản tiền thưởng đều tuân theo yêu cầu doanh số cược và các điều khoản chính hiển thị trên khuyến mãi trước khi bạn nhận.',
        'Mỗi lúc chỉ có một tiền thưởng hoạt động. Rút tiền khi tiền thưởng đang hoạt động sẽ làm mất số tiền thưởng còn lại.',
        'Tự giới thiệu chính mình, qua thiết bị của mình hoặc tài khoản ngân hàng dùng chung, sẽ bị từ chối.',
      ),
      h3('Chơi có trách nhiệm'),
      p(
        `Bạn có thể tự đặt giới hạn, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào ngay trong tài khoản, không cần liên hệ chúng tôi. Xem ${b('Chơi có trách nhiệm')}.`,
      ),
      h3('Thay đổi điều khoản'),
      ul(
        'Khi điều khoản thay đổi, bạn cần chấp nhận phiên bản mới trước khi tiếp tục. Nếu từ chối, bạn sẽ bị đăng xuất.',
        'Bạn cũng có thể được yêu cầu chấp nhận lại điều khoản sau một thời gian.',
      ),
    ],
    id: [
      p(
        'Berikut adalah aturan utama akun Anda. Dengan membuat akun, dan setiap kali Anda menyetujui versi baru, Anda menyetujui aturan ini.',
      ),
      h3('Siapa yang boleh bermain'),
      ul(
        'Anda harus berusia minimal 18 tahun, dan perjudian harus legal di tempat tinggal Anda.',
        'Satu akun per orang. Akun Anda terdaftar di negara dan mata uang yang Anda pilih saat mendaftar.',
        'Jaga kerahasiaan kata sandi dan PIN Anda.',
      ),
      h3('Uang'),
      ul(
        'Deposit dan penarikan dilakukan dalam mata uang akun Anda, dalam batas minimum dan maksimum yang ditampilkan dompet.',
        'Penarikan dibayarkan ke rekening bank yang terhubung dengan profil Anda, dikonfirmasi dengan PIN penarikan, dan ditinjau sebelum dibayar. Penarikan yang lebih besar dapat memerlukan akun terverifikasi.',
        'Hanya uang tunai yang dapat ditarik; uang bonus menjadi uang tunai setelah syarat taruhannya terpenuhi.',
      ),
      h3('Bonus'),
      ul(
        'Setiap bonus tunduk pada syarat taruhan (turnover) dan ketentuan utama yang ditampilkan pada promosi sebelum Anda mengklaimnya.',
        'Anda hanya dapat memiliki satu bonus aktif dalam satu waktu. Penarikan saat bonus aktif menghanguskan sisa uang bonus.',
        'Mereferensikan diri sendiri, melalui perangkat sendiri atau rekening bank bersama, akan ditolak.',
      ),
      h3('Bermain bertanggung jawab'),
      p(
        `Anda dapat menetapkan batas, mengambil jeda, atau mengecualikan diri kapan saja dari akun Anda sendiri, tanpa menghubungi kami. Lihat ${b('Bermain Bertanggung Jawab')}.`,
      ),
      h3('Perubahan syarat ini'),
      ul(
        'Saat syarat berubah, Anda diminta menyetujui versi baru sebelum melanjutkan. Jika Anda menolak, Anda akan dikeluarkan.',
        'Anda juga dapat diminta menyetujui syarat lagi setelah beberapa waktu.',
      ),
    ],
  },
);
