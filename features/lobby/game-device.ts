import type { Device } from '@/lib/device';
import type { GameDevice } from './filter-games';

/** Games come in a web and a mobile build: phones and the operator's app take the mobile one. */
export function gameDeviceOf(device: Device): GameDevice {
  return device === 'desktop' ? 'desktop' : 'mobile';
}
