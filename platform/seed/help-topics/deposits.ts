import { b, h3, ol, p, topic, ul } from './html';

/**
 * Deposits by gateway and by bank transfer. Amounts are the wallet's settings per currency, so the
 * text points at the amount field, which shows them, instead of repeating figures that can change.
 */
export const deposits = topic(
  'deposit',
  { en: 'Deposits', zh: '存款', ms: 'Deposit', th: 'การฝากเงิน', vi: 'Nạp tiền', id: 'Deposit' },
  {
    en: [
      p(
        `Deposits go into your main wallet, in your account’s currency. Open the wallet with ${b('Deposit')} at the top of the page (the wallet icon on a phone).`,
      ),
      h3('Ways to deposit'),
      p(`The ${b('Deposit')} tab offers the methods available in your country:`),
      ul(
        `${b('Online payment')}: pay through a payment gateway. The money is credited as soon as the gateway confirms the payment.`,
        `${b('Bank transfer')}: transfer to one of our bank accounts and upload the receipt. Our team checks it before the money is credited.`,
      ),
      h3('Deposit by online payment'),
      ol(
        `Choose ${b('Online payment')} and a ${b('Payment gateway')}.`,
        `Want a deposit bonus? Pick it under ${b('Promotion (optional)')}.`,
        `Enter the ${b('Amount')}. The minimum and maximum for your currency are shown under the field.`,
        `Choose ${b('Deposit now')} and, if the gateway asks, complete the payment on its page.`,
      ),
      h3('Deposit by bank transfer'),
      ol(
        `Choose ${b('Bank transfer')} and, under ${b('Transfer to')}, one of our bank accounts. The copy buttons copy the account name and number.`,
        'Transfer the money from your bank.',
        `Pick a promotion if you want one, and enter the ${b('Amount')} you transferred.`,
        `Upload your ${b('Payment receipt')}: a PNG, JPG or PDF of your transfer slip.`,
        `Choose ${b('Submit deposit')}. The request shows as ${b('Pending approval')} until our team has checked it.`,
      ),
      h3('Good to know'),
      ul(
        'When a deposit is credited or rejected, a notice appears on the site and your balance updates by itself.',
        'Only a few deposits can wait for approval at the same time. If you reach that number, wait until one has been processed.',
        `Every deposit and its status is listed under ${b('Transactions')} → ${b('Deposit')}.`,
        `A deposit limit you set yourself applies to every deposit, pending bank transfers included (see ${b('Responsible Gaming')}).`,
        'Has a deposit not arrived? Contact customer service with the request number shown in the deposit dialog.',
      ),
    ],
    zh: [
      p(`存款将存入您的主钱包，以账户货币计价。点击页面顶部的${b('存款')}（手机上为钱包图标）即可打开钱包。`),
      h3('存款方式'),
      p(`${b('存款')}标签页列出您所在国家可用的方式：`),
      ul(
        `${b('在线支付')}：通过支付网关付款。支付网关确认付款后，款项即刻到账。`,
        `${b('银行转账')}：转账至我们的银行账户并上传凭证，经我们的团队审核后到账。`,
      ),
      h3('在线支付存款'),
      ol(
        `选择${b('在线支付')}和${b('支付网关')}。`,
        `想要存款红利？请在${b('优惠（可选）')}中选择。`,
        `输入${b('金额')}。您所用货币的最低和最高金额显示在输入框下方。`,
        `点击${b('立即存款')}；如支付网关要求，请在其页面完成付款。`,
      ),
      h3('银行转账存款'),
      ol(
        `选择${b('银行转账')}，并在${b('转账至')}中选择我们的一个银行账户。可使用复制按钮复制账户名和账号。`,
        '通过您的银行完成转账。',
        `如需优惠请一并选择，然后输入您转账的${b('金额')}。`,
        `上传${b('付款凭证')}：转账回单的 PNG、JPG 或 PDF 文件。`,
        `点击${b('提交存款')}。在我们的团队审核完成前，申请显示为${b('等待审核')}。`,
      ),
      h3('注意事项'),
      ul(
        '存款到账或被拒绝时，网站会显示通知，余额也会自动更新。',
        '同一时间只能有少量存款等待审核。达到上限后，请等待其中一笔处理完毕。',
        `每笔存款及其状态都可在${b('交易记录')} → ${b('存款')}中查看。`,
        `您自行设置的存款限额适用于每笔存款，包括待审核的银行转账（见${b('负责任博彩')}）。`,
        '存款未到账？请提供存款窗口中显示的申请编号联系客服。',
      ),
    ],
    ms: [
      p(
        `Deposit masuk ke dompet utama anda, dalam mata wang akaun anda. Buka dompet dengan ${b('Deposit')} di bahagian atas halaman (ikon dompet pada telefon).`,
      ),
      h3('Cara membuat deposit'),
      p(`Tab ${b('Deposit')} menawarkan kaedah yang tersedia di negara anda:`),
      ul(
        `${b('Pembayaran dalam talian')}: bayar melalui gerbang pembayaran. Wang dikreditkan sebaik sahaja gerbang mengesahkan pembayaran.`,
        `${b('Pindahan bank')}: pindahkan ke salah satu akaun bank kami dan muat naik resit. Pasukan kami menyemaknya sebelum wang dikreditkan.`,
      ),
      h3('Deposit melalui pembayaran dalam talian'),
      ol(
        `Pilih ${b('Pembayaran dalam talian')} dan ${b('Gerbang pembayaran')}.`,
        `Mahu bonus deposit? Pilih di bawah ${b('Promosi (pilihan)')}.`,
        `Masukkan ${b('Jumlah')}. Jumlah minimum dan maksimum untuk mata wang anda dipaparkan di bawah ruangan itu.`,
        `Pilih ${b('Deposit sekarang')} dan, jika gerbang memintanya, lengkapkan pembayaran di halamannya.`,
      ),
      h3('Deposit melalui pindahan bank'),
      ol(
        `Pilih ${b('Pindahan bank')} dan, di bawah ${b('Pindahkan ke')}, salah satu akaun bank kami. Butang salin menyalin nama akaun dan nombor akaun.`,
        'Pindahkan wang daripada bank anda.',
        `Pilih promosi jika mahu, dan masukkan ${b('Jumlah')} yang anda pindahkan.`,
        `Muat naik ${b('Resit pembayaran')}: slip pindahan anda dalam format PNG, JPG atau PDF.`,
        `Pilih ${b('Hantar deposit')}. Permintaan itu dipaparkan sebagai ${b('Menunggu kelulusan')} sehingga pasukan kami selesai menyemaknya.`,
      ),
      h3('Perlu diketahui'),
      ul(
        'Apabila deposit dikreditkan atau ditolak, notis dipaparkan di laman dan baki anda dikemas kini dengan sendirinya.',
        'Hanya beberapa deposit boleh menunggu kelulusan pada masa yang sama. Jika had itu dicapai, tunggu sehingga salah satunya diproses.',
        `Setiap deposit dan statusnya disenaraikan di bawah ${b('Transaksi')} → ${b('Deposit')}.`,
        `Had deposit yang anda tetapkan sendiri terpakai pada setiap deposit, termasuk pindahan bank yang menunggu kelulusan (lihat ${b('Permainan Bertanggungjawab')}).`,
        'Deposit belum masuk? Hubungi khidmat pelanggan dengan nombor permintaan yang dipaparkan dalam dialog deposit.',
      ),
    ],
    th: [
      p(`เงินฝากจะเข้ากระเป๋าหลักของคุณในสกุลเงินของบัญชี เปิดกระเป๋าเงินด้วยปุ่ม ${b('ฝากเงิน')} ที่ด้านบนของหน้า (บนโทรศัพท์คือไอคอนกระเป๋าเงิน)`),
      h3('ช่องทางการฝากเงิน'),
      p(`แท็บ ${b('ฝากเงิน')} แสดงช่องทางที่ใช้ได้ในประเทศของคุณ:`),
      ul(
        `${b('ชำระเงินออนไลน์')}: ชำระผ่านช่องทางชำระเงิน เงินจะเข้าบัญชีทันทีที่ช่องทางชำระเงินยืนยันการชำระ`,
        `${b('โอนผ่านธนาคาร')}: โอนเข้าบัญชีธนาคารของเราแล้วอัปโหลดสลิป ทีมงานจะตรวจสอบก่อนเติมเงินเข้าบัญชี`,
      ),
      h3('ฝากเงินด้วยการชำระเงินออนไลน์'),
      ol(
        `เลือก ${b('ชำระเงินออนไลน์')} และ ${b('ช่องทางชำระเงิน')}`,
        `ต้องการโบนัสเงินฝาก? เลือกได้ที่ ${b('โปรโมชั่น (ไม่บังคับ)')}`,
        `กรอก ${b('จำนวนเงิน')} ยอดขั้นต่ำและสูงสุดของสกุลเงินคุณแสดงอยู่ใต้ช่องกรอก`,
        `กด ${b('ฝากเงินเลย')} และหากช่องทางชำระเงินขอ ให้ชำระเงินให้เสร็จในหน้าของช่องทางนั้น`,
      ),
      h3('ฝากเงินด้วยการโอนผ่านธนาคาร'),
      ol(
        `เลือก ${b('โอนผ่านธนาคาร')} แล้วเลือกบัญชีธนาคารของเราที่ ${b('โอนเข้าบัญชี')} ใช้ปุ่มคัดลอกเพื่อคัดลอกชื่อบัญชีและเลขที่บัญชี`,
        'โอนเงินจากธนาคารของคุณ',
        `เลือกโปรโมชั่นหากต้องการ แล้วกรอก ${b('จำนวนเงิน')} ที่คุณโอน`,
        `อัปโหลด ${b('สลิปการชำระเงิน')}: สลิปการโอนเงินในรูปแบบ PNG, JPG หรือ PDF`,
        `กด ${b('ส่งรายการฝากเงิน')} รายการจะแสดงเป็น ${b('รอการอนุมัติ')} จนกว่าทีมงานจะตรวจสอบเสร็จ`,
      ),
      h3('ข้อควรรู้'),
      ul(
        'เมื่อเงินฝากเข้าบัญชีหรือถูกปฏิเสธ จะมีการแจ้งเตือนบนเว็บไซต์ และยอดเงินของคุณจะอัปเดตเอง',
        'รายการฝากที่รอการอนุมัติพร้อมกันได้มีจำนวนจำกัด หากครบจำนวนแล้ว ให้รอจนกว่าจะมีรายการใดรายการหนึ่งดำเนินการเสร็จ',
        `เงินฝากทุกรายการและสถานะอยู่ที่ ${b('ประวัติธุรกรรม')} → ${b('ฝากเงิน')}`,
        `วงเงินจำกัดการฝากที่คุณตั้งเองมีผลกับทุกการฝาก รวมถึงรายการโอนที่รอการอนุมัติ (ดู ${b('การเล่นอย่างรับผิดชอบ')})`,
        'เงินฝากยังไม่เข้า? ติดต่อฝ่ายบริการลูกค้าพร้อมหมายเลขรายการที่แสดงในหน้าต่างฝากเงิน',
      ),
    ],
    vi: [
      p(
        `Tiền nạp vào ví chính của bạn, bằng đơn vị tiền tệ của tài khoản. Mở ví bằng nút ${b('Nạp tiền')} ở đầu trang (biểu tượng ví trên điện thoại).`,
      ),
      h3('Các cách nạp tiền'),
      p(`Thẻ ${b('Nạp tiền')} hiển thị các phương thức có tại quốc gia của bạn:`),
      ul(
        `${b('Thanh toán trực tuyến')}: thanh toán qua cổng thanh toán. Tiền được ghi có ngay khi cổng thanh toán xác nhận.`,
        `${b('Chuyển khoản ngân hàng')}: chuyển khoản đến một tài khoản ngân hàng của chúng tôi và tải biên lai lên. Đội ngũ của chúng tôi kiểm tra trước khi ghi có.`,
      ),
      h3('Nạp tiền bằng thanh toán trực tuyến'),
      ol(
        `Chọn ${b('Thanh toán trực tuyến')} và một ${b('Cổng thanh toán')}.`,
        `Muốn nhận thưởng nạp tiền? Hãy chọn ở mục ${b('Khuyến mãi (không bắt buộc)')}.`,
        `Nhập ${b('Số tiền')}. Mức tối thiểu và tối đa cho đơn vị tiền tệ của bạn hiển thị bên dưới ô nhập.`,
        `Chọn ${b('Nạp tiền ngay')} và, nếu cổng thanh toán yêu cầu, hoàn tất thanh toán trên trang của cổng.`,
      ),
      h3('Nạp tiền bằng chuyển khoản ngân hàng'),
      ol(
        `Chọn ${b('Chuyển khoản ngân hàng')} và, ở mục ${b('Chuyển khoản đến')}, một tài khoản ngân hàng của chúng tôi. Nút sao chép giúp chép tên tài khoản và số tài khoản.`,
        'Chuyển tiền từ ngân hàng của bạn.',
        `Chọn khuyến mãi nếu muốn, rồi nhập ${b('Số tiền')} bạn đã chuyển.`,
        `Tải lên ${b('Biên lai thanh toán')}: biên lai chuyển khoản ở định dạng PNG, JPG hoặc PDF.`,
        `Chọn ${b('Gửi yêu cầu nạp tiền')}. Yêu cầu hiển thị ${b('Đang chờ duyệt')} cho đến khi đội ngũ của chúng tôi kiểm tra xong.`,
      ),
      h3('Cần biết'),
      ul(
        'Khi khoản nạp được ghi có hoặc bị từ chối, trang sẽ hiện thông báo và số dư của bạn tự cập nhật.',
        'Chỉ một số ít khoản nạp được chờ duyệt cùng lúc. Nếu đã đạt mức đó, hãy chờ đến khi một khoản được xử lý.',
        `Mọi khoản nạp và trạng thái đều có trong ${b('Giao dịch')} → ${b('Nạp tiền')}.`,
        `Giới hạn nạp tiền do bạn tự đặt áp dụng cho mọi khoản nạp, kể cả chuyển khoản đang chờ duyệt (xem ${b('Chơi có trách nhiệm')}).`,
        'Khoản nạp chưa đến? Hãy liên hệ bộ phận chăm sóc khách hàng kèm mã yêu cầu hiển thị trong hộp thoại nạp tiền.',
      ),
    ],
    id: [
      p(
        `Deposit masuk ke dompet utama Anda, dalam mata uang akun Anda. Buka dompet dengan tombol ${b('Deposit')} di bagian atas halaman (ikon dompet di ponsel).`,
      ),
      h3('Cara melakukan deposit'),
      p(`Tab ${b('Deposit')} menampilkan metode yang tersedia di negara Anda:`),
      ul(
        `${b('Pembayaran online')}: bayar melalui gerbang pembayaran. Dana masuk begitu gerbang mengonfirmasi pembayaran.`,
        `${b('Transfer bank')}: transfer ke salah satu rekening bank kami dan unggah buktinya. Tim kami memeriksanya sebelum dana masuk.`,
      ),
      h3('Deposit dengan pembayaran online'),
      ol(
        `Pilih ${b('Pembayaran online')} dan ${b('Gerbang pembayaran')}.`,
        `Ingin bonus deposit? Pilih di ${b('Promosi (opsional)')}.`,
        `Masukkan ${b('Jumlah')}. Batas minimum dan maksimum untuk mata uang Anda ditampilkan di bawah kolom.`,
        `Pilih ${b('Deposit sekarang')} dan, jika gerbang memintanya, selesaikan pembayaran di halamannya.`,
      ),
      h3('Deposit dengan transfer bank'),
      ol(
        `Pilih ${b('Transfer bank')} lalu, di ${b('Transfer ke')}, salah satu rekening bank kami. Tombol salin menyalin nama pemilik dan nomor rekening.`,
        'Transfer dana dari bank Anda.',
        `Pilih promosi jika mau, lalu masukkan ${b('Jumlah')} yang Anda transfer.`,
        `Unggah ${b('Bukti pembayaran')}: bukti transfer Anda dalam format PNG, JPG, atau PDF.`,
        `Pilih ${b('Kirim deposit')}. Permintaan tampil sebagai ${b('Menunggu persetujuan')} sampai tim kami selesai memeriksanya.`,
      ),
      h3('Perlu diketahui'),
      ul(
        'Saat deposit masuk atau ditolak, pemberitahuan muncul di situs dan saldo Anda diperbarui otomatis.',
        'Hanya beberapa deposit yang boleh menunggu persetujuan pada saat yang sama. Jika sudah mencapai jumlah itu, tunggu sampai salah satunya diproses.',
        `Setiap deposit beserta statusnya tercantum di ${b('Transaksi')} → ${b('Deposit')}.`,
        `Batas setoran yang Anda tetapkan sendiri berlaku untuk setiap deposit, termasuk transfer bank yang masih menunggu (lihat ${b('Bermain Bertanggung Jawab')}).`,
        'Deposit belum masuk? Hubungi layanan pelanggan dengan nomor permintaan yang ditampilkan di dialog deposit.',
      ),
    ],
  },
);
