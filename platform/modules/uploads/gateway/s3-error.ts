import { randomBytes } from 'node:crypto';

/** An S3-style refusal: the SDK turns <Code> into the error's name, so clients see AccessDenied etc. */
export type S3Error = { status: number; code: string; message: string };

export const accessDenied = (message = 'Access Denied'): S3Error => ({ status: 403, code: 'AccessDenied', message });

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function s3ErrorXml(error: S3Error, resource: string, requestId: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${escapeXml(error.code)}</Code><Message>${escapeXml(error.message)}</Message>` +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

export const newRequestId = () => randomBytes(8).toString('hex').toUpperCase();
