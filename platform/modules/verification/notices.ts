import { sql, type SQL } from 'drizzle-orm';
import type { DocumentKind, VerificationStatus } from '@/lib/contracts/verification';
import type { Database } from '../../db/connection';
import { members } from '../../db/schema';

/**
 * The inbox message a member gets when an operator decides one of their documents. The inbox sits
 * above this module (it reads promotions and loyalty, which reach the wallet, which asks this
 * module before a withdrawal), so the message goes out through a seam platform/app.ts fills with
 * the inbox's sendMessage.
 */
export type DecisionNotice = {
  category: 'inbox';
  title: Record<string, string>;
  body: Record<string, string>;
  audience: { kind: 'member'; memberId: number };
  where: SQL;
};
export type NoticeSender = (db: Database, notice: DecisionNotice, now: Date) => Promise<{ messageId: number }>;

let sender: NoticeSender | null = null;

/** Set once at start-up (several platforms in one process, in tests, set the same function). */
export function onDocumentDecided(send: NoticeSender): void {
  sender = send;
}

export function noticeSender(): NoticeSender | null {
  return sender;
}

type Outcome = 'approved' | 'rejected' | 'resubmit';
type Texts = {
  kinds: Record<DocumentKind, string>;
  title: string;
  outcome: Record<Outcome, (kind: string) => string>;
  reason: string;
  verified: string;
  next: string;
};

const TEXTS: Record<string, Texts> = {
  en: {
    kinds: { identity: 'identity document', address: 'proof of address' },
    title: 'Account verification',
    outcome: {
      approved: (k) => `Your ${k} has been approved.`,
      rejected: (k) => `Your ${k} was not accepted.`,
      resubmit: (k) => `Please upload another ${k}.`,
    },
    reason: 'Reason',
    verified: 'Your account is now verified: withdrawals of any amount are open to you.',
    next: 'See what is still needed under Account → Verification.',
  },
  zh: {
    kinds: { identity: '身份证件', address: '地址证明' },
    title: '账户验证',
    outcome: {
      approved: (k) => `您的${k}已通过审核。`,
      rejected: (k) => `您的${k}未被接受。`,
      resubmit: (k) => `请重新上传${k}。`,
    },
    reason: '原因',
    verified: '您的账户已完成验证：现在可以提取任意金额。',
    next: '请在“账户 → 验证”中查看仍需提交的内容。',
  },
  ms: {
    kinds: { identity: 'dokumen pengenalan', address: 'bukti alamat' },
    title: 'Pengesahan akaun',
    outcome: {
      approved: (k) => `${cap(k)} anda telah diluluskan.`,
      rejected: (k) => `${cap(k)} anda tidak diterima.`,
      resubmit: (k) => `Sila muat naik ${k} yang lain.`,
    },
    reason: 'Sebab',
    verified: 'Akaun anda kini disahkan: pengeluaran sebarang jumlah kini dibenarkan.',
    next: 'Lihat apa yang masih diperlukan di Akaun → Pengesahan.',
  },
  th: {
    kinds: { identity: 'เอกสารยืนยันตัวตน', address: 'หลักฐานที่อยู่' },
    title: 'การยืนยันบัญชี',
    outcome: {
      approved: (k) => `${k}ของคุณได้รับการอนุมัติแล้ว`,
      rejected: (k) => `${k}ของคุณไม่ได้รับการยอมรับ`,
      resubmit: (k) => `กรุณาอัปโหลด${k}ใหม่อีกครั้ง`,
    },
    reason: 'เหตุผล',
    verified: 'บัญชีของคุณได้รับการยืนยันแล้ว: ถอนเงินได้ทุกจำนวน',
    next: 'ดูสิ่งที่ยังต้องส่งได้ที่ บัญชี → การยืนยันตัวตน',
  },
  vi: {
    kinds: { identity: 'giấy tờ tùy thân', address: 'giấy tờ chứng minh địa chỉ' },
    title: 'Xác minh tài khoản',
    outcome: {
      approved: (k) => `${cap(k)} của bạn đã được duyệt.`,
      rejected: (k) => `${cap(k)} của bạn không được chấp nhận.`,
      resubmit: (k) => `Vui lòng tải lên ${k} khác.`,
    },
    reason: 'Lý do',
    verified: 'Tài khoản của bạn đã được xác minh: bạn có thể rút mọi số tiền.',
    next: 'Xem những gì còn cần bổ sung tại Tài khoản → Xác minh.',
  },
  id: {
    kinds: { identity: 'dokumen identitas', address: 'bukti alamat' },
    title: 'Verifikasi akun',
    outcome: {
      approved: (k) => `${cap(k)} Anda telah disetujui.`,
      rejected: (k) => `${cap(k)} Anda tidak diterima.`,
      resubmit: (k) => `Silakan unggah ${k} yang lain.`,
    },
    reason: 'Alasan',
    verified: 'Akun Anda kini terverifikasi: penarikan berapa pun kini terbuka.',
    next: 'Lihat apa yang masih diperlukan di Akun → Verifikasi.',
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The message in every language the site speaks (the member reads theirs). */
export function decisionNotice(
  memberId: number,
  decision: { kind: DocumentKind; outcome: Outcome; reason: string; memberStatus: VerificationStatus },
): DecisionNotice {
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const [lang, t] of Object.entries(TEXTS)) {
    const lines = [`<p>${escapeHtml(t.outcome[decision.outcome](t.kinds[decision.kind]))}</p>`];
    if (decision.outcome !== 'approved' && decision.reason) lines.push(`<p>${t.reason}: ${escapeHtml(decision.reason)}</p>`);
    lines.push(`<p>${decision.memberStatus === 'verified' ? t.verified : t.next}</p>`);
    title[lang] = t.title;
    body[lang] = lines.join('');
  }
  return { category: 'inbox', title, body, audience: { kind: 'member', memberId }, where: sql`${members.id} = ${memberId}` };
}
