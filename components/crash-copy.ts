import { FALLBACK_LANGUAGE, isLanguageCode, type PerLanguage } from '@/lib/contracts/languages';
import type { CrashCopy } from './crash-screen';

/**
 * The root error screen's words per base language. It renders outside the language layout (no
 * messages loaded), and importing the message files would put all six in every page's bundle; a
 * test keeps these equal to messages/*.json (errors.error_title, error, try_again, return_home).
 */
export const CRASH_COPY: PerLanguage<CrashCopy> = {
  en: { title: 'Something went wrong', body: 'An unexpected error occurred. Please try again.', retry: 'Try Again', home: 'Return Home' },
  zh: { title: '出错了', body: '发生意外错误，请重试。', retry: '重试', home: '返回首页' },
  ms: {
    title: 'Berlaku ralat',
    body: 'Ralat yang tidak dijangka telah berlaku. Sila cuba lagi.',
    retry: 'Cuba Lagi',
    home: 'Kembali ke Utama',
  },
  th: { title: 'เกิดข้อผิดพลาด', body: 'เกิดข้อผิดพลาดที่ไม่คาดคิด โปรดลองอีกครั้ง', retry: 'ลองอีกครั้ง', home: 'กลับหน้าแรก' },
  vi: { title: 'Đã xảy ra lỗi', body: 'Đã xảy ra lỗi không mong muốn. Vui lòng thử lại.', retry: 'Thử lại', home: 'Về trang chủ' },
  id: {
    title: 'Terjadi kesalahan',
    body: 'Terjadi kesalahan tak terduga. Silakan coba lagi.',
    retry: 'Coba Lagi',
    home: 'Kembali ke Beranda',
  },
};

/** The page's language segment (`th-th`) from its path, when it has one. */
export function langSegmentOf(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}-[a-z]{2}$/i.test(first) ? first.toLowerCase() : null;
}

/** The words for a path: its language's, else English. */
export function crashCopyFor(pathname: string): CrashCopy {
  const base = langSegmentOf(pathname)?.split('-')[0] ?? 'en';
  return isLanguageCode(base) ? CRASH_COPY[base] : CRASH_COPY[FALLBACK_LANGUAGE];
}
