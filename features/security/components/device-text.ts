import type { DeviceInfo } from '@/lib/contracts/security';

type Translator = (key: string, values?: Record<string, string | number>) => string;

export const DEVICE_ICONS: Record<DeviceInfo['kind'], string> = {
  mobile: 'pi-mobile',
  tablet: 'pi-tablet',
  desktop: 'pi-desktop',
  unknown: 'pi-question-circle',
};

/** "Chrome 131 on Windows 10", or what little the user agent said. */
export function deviceText(t: Translator, device: DeviceInfo): string {
  if (device.browser && device.os) return t('browser_on_os', { browser: device.browser, os: device.os });
  return device.browser || device.os || t(`device_${device.kind}`);
}

/** The country's name in the page's language ("Thailand", "ประเทศไทย"); null when unknown. */
export function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "203.0.113.9 · Thailand" (an IPv4 address as IPv4, not in its IPv6-mapped form). */
export function placeText(ip: string, country: string | null, locale: string): string {
  return [ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''), countryName(country, locale)].filter(Boolean).join(' · ');
}
