/**
 * docs/PRODUCT.md §9 image viewer zoom: 0.5 to 1.5 in steps of 0.1. Kept in whole tenths so ten steps are
 * exactly 1.0 (0.1 added in floating point drifts: 0.1 * 3 = 0.30000000000000004).
 */
export const ZOOM_MIN_TENTHS = 5;
export const ZOOM_MAX_TENTHS = 15;
export const ZOOM_DEFAULT_TENTHS = 10;

export function clampZoom(tenths: number): number {
  return Math.min(ZOOM_MAX_TENTHS, Math.max(ZOOM_MIN_TENTHS, Math.round(tenths)));
}

export const zoomIn = (tenths: number) => clampZoom(tenths + 1);
export const zoomOut = (tenths: number) => clampZoom(tenths - 1);
export const zoomScale = (tenths: number) => tenths / 10;
export const zoomPercent = (tenths: number) => `${tenths * 10}%`;
