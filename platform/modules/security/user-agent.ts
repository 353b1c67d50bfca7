import Bowser from 'bowser';
import type { DeviceInfo } from '@/lib/contracts/security';

/** The device a user agent names, for the member's sessions list and login history (bowser's parser). */
export function deviceOf(userAgent: string): DeviceInfo {
  if (!userAgent.trim()) return { kind: 'unknown', browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const kind = type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : 'unknown';
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : '';
  // Windows says "NT 10.0"; its versionName ("10") is what people call it.
  const osVersion = parsed.os.versionName ?? parsed.os.version?.split('.').slice(0, 2).join('.');
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(' ') : '';
  return { kind, browser, os };
}
