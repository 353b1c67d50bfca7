import { privateObjectUrl, verifyPrivateUrl } from './private-urls';

const now = new Date('2026-11-24T10:00:00Z');
const split = (url: string) => {
  const [path, query] = url.split('?');
  return [path!, new URLSearchParams(query)] as const;
};

describe('private object links', () => {
  it('name their key until they expire', () => {
    const [path, query] = split(privateObjectUrl('s3cret', 'receipts/7/2026/11/a-b.png', now));
    expect(verifyPrivateUrl('s3cret', path, query, now)).toBe('receipts/7/2026/11/a-b.png');
    expect(verifyPrivateUrl('s3cret', path, query, new Date(now.getTime() + 301_000))).toBeNull();
  });

  it('refuse another key, another secret, or a changed expiry', () => {
    const [path, query] = split(privateObjectUrl('s3cret', 'receipts/7/2026/11/a.png', now));
    expect(verifyPrivateUrl('s3cret', path.replace('/7/', '/8/'), query, now)).toBeNull();
    expect(verifyPrivateUrl('other', path, query, now)).toBeNull();
    query.set('expires', String(Number(query.get('expires')) + 3600));
    expect(verifyPrivateUrl('s3cret', path, query, now)).toBeNull();
  });
});
