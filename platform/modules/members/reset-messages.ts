import { FALLBACK_LANGUAGE, isLanguageCode, type PerLanguage } from '@/lib/contracts/languages';

/** The reset message in the member's language (the base language of the segment they asked from). */
type ResetTexts = { subject: string; body: (link: string, minutes: number) => string; sms: (link: string, minutes: number) => string };

const TEXTS: PerLanguage<ResetTexts> = {
  en: {
    subject: 'Reset your Lucky Star password',
    body: (l, m) =>
      `Someone asked to reset your password. Open this link within ${m} minutes to choose a new one:\n\n${l}\n\nIf it was not you, ignore this message: your password stays as it is.`,
    sms: (l, m) => `Lucky Star: reset your password within ${m} min: ${l}`,
  },
  zh: {
    subject: '重置您的幸运星密码',
    body: (l, m) =>
      `有人请求重置您的密码。请在${m}分钟内打开以下链接设置新密码：\n\n${l}\n\n如果不是您本人操作，请忽略此消息，您的密码不会改变。`,
    sms: (l, m) => `幸运星：请在${m}分钟内重置密码：${l}`,
  },
  ms: {
    subject: 'Tetapkan semula kata laluan Lucky Star anda',
    body: (l, m) =>
      `Seseorang meminta untuk menetapkan semula kata laluan anda. Buka pautan ini dalam masa ${m} minit untuk memilih yang baharu:\n\n${l}\n\nJika bukan anda, abaikan mesej ini: kata laluan anda kekal.`,
    sms: (l, m) => `Lucky Star: tetapkan semula kata laluan dalam ${m} minit: ${l}`,
  },
  th: {
    subject: 'รีเซ็ตรหัสผ่าน Lucky Star ของคุณ',
    body: (l, m) =>
      `มีคำขอรีเซ็ตรหัสผ่านของคุณ เปิดลิงก์นี้ภายใน ${m} นาทีเพื่อตั้งรหัสผ่านใหม่:\n\n${l}\n\nหากไม่ใช่คุณ โปรดเพิกเฉยต่อข้อความนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง`,
    sms: (l, m) => `Lucky Star: รีเซ็ตรหัสผ่านภายใน ${m} นาที: ${l}`,
  },
  vi: {
    subject: 'Đặt lại mật khẩu Lucky Star của bạn',
    body: (l, m) =>
      `Có người yêu cầu đặt lại mật khẩu của bạn. Mở liên kết này trong vòng ${m} phút để chọn mật khẩu mới:\n\n${l}\n\nNếu không phải bạn, hãy bỏ qua tin nhắn này: mật khẩu của bạn không thay đổi.`,
    sms: (l, m) => `Lucky Star: đặt lại mật khẩu trong ${m} phút: ${l}`,
  },
  id: {
    subject: 'Atur ulang kata sandi Lucky Star Anda',
    body: (l, m) =>
      `Seseorang meminta untuk mengatur ulang kata sandi Anda. Buka tautan ini dalam ${m} menit untuk memilih yang baru:\n\n${l}\n\nJika bukan Anda, abaikan pesan ini: kata sandi Anda tetap sama.`,
    sms: (l, m) => `Lucky Star: atur ulang kata sandi dalam ${m} menit: ${l}`,
  },
};

export function resetTexts(lang: string): ResetTexts {
  const base = lang.split('-')[0];
  return isLanguageCode(base) ? TEXTS[base] : TEXTS[FALLBACK_LANGUAGE];
}
