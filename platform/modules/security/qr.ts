import QRCode from 'qrcode';

/** The otpauth:// address as an SVG QR code, drawn here so the browser loads no QR library. */
export async function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}
