import { classifyOperation, parseTarget } from './s3-request';

const op = (method: string, url: string, headers: Record<string, string> = {}) => {
  const target = parseTarget(url);
  return target && classifyOperation(method, target.query, headers);
};

describe('parseTarget', () => {
  it('splits bucket, key (decoded) and query, keeping the raw path', () => {
    expect(parseTarget('/s3/private/receipts/1/2026/03/a%20b.png?partNumber=2&uploadId=xyz')).toEqual({
      rawPath: '/s3/private/receipts/1/2026/03/a%20b.png',
      bucket: 'private',
      key: 'receipts/1/2026/03/a b.png',
      query: { partNumber: '2', uploadId: 'xyz' },
    });
  });
  it('refuses a bucket without key, other prefixes, bad encodings, unknown or repeated parameters', () => {
    for (const url of [
      '/s3/private',
      '/s3/private/',
      '/s3/',
      '/api/x/y',
      '/s3/p/%E0%A4%A.png',
      '/s3/p/k?acl',
      '/s3/p/k?uploadId=1&uploadId=2',
      '/s3/p/k?X-Amz-Signature=ab',
    ]) {
      expect(parseTarget(url)).toBeNull();
    }
  });
});

describe('classifyOperation', () => {
  it('knows the five write operations, as the SDK sends them', () => {
    expect(op('PUT', '/s3/b/k?x-id=PutObject')).toBe('PutObject');
    expect(op('PUT', '/s3/b/k')).toBe('PutObject');
    expect(op('POST', '/s3/b/k?uploads&x-id=CreateMultipartUpload')).toBe('CreateMultipartUpload');
    expect(op('PUT', '/s3/b/k?partNumber=3&uploadId=u&x-id=UploadPart')).toBe('UploadPart');
    expect(op('POST', '/s3/b/k?uploadId=u&x-id=CompleteMultipartUpload')).toBe('CompleteMultipartUpload');
    expect(op('DELETE', '/s3/b/k?uploadId=u&x-id=AbortMultipartUpload')).toBe('AbortMultipartUpload');
  });
  it('refuses reads, deletes, copies, HEAD/OPTIONS and mislabelled requests', () => {
    expect(op('GET', '/s3/b/k?x-id=GetObject')).toBeNull();
    expect(op('HEAD', '/s3/b/k')).toBeNull();
    expect(op('OPTIONS', '/s3/b/k')).toBeNull();
    expect(op('DELETE', '/s3/b/k?x-id=DeleteObject')).toBeNull();
    expect(op('PUT', '/s3/b/k?x-id=CopyObject', { 'x-amz-copy-source': 'b/other' })).toBeNull();
    expect(op('PUT', '/s3/b/k?partNumber=1&uploadId=u', { 'X-Amz-Copy-Source-Range': 'bytes=0-1' })).toBeNull();
    expect(op('PUT', '/s3/b/k?x-id=UploadPart')).toBeNull();
    expect(op('PUT', '/s3/b/k?partNumber=0&uploadId=u')).toBeNull();
    expect(op('PUT', '/s3/b/k?partNumber=10001&uploadId=u')).toBeNull();
    expect(op('POST', '/s3/b/k')).toBeNull();
    expect(op('POST', '/s3/b/k?uploads&uploadId=u')).toBeNull();
  });
});
