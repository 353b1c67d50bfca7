import { absoluteEndpoint, s3ClientConfig } from './s3-config';
import { TOKEN } from './testing';

it('makes the gateway path absolute on the page’s origin', () => {
  expect(absoluteEndpoint('/s3', 'https://casino.example')).toBe('https://casino.example/s3');
  expect(absoluteEndpoint('/s3/', 'http://localhost:3000')).toBe('http://localhost:3000/s3');
  expect(absoluteEndpoint('https://uploads.example/s3', 'http://localhost:3000')).toBe('https://uploads.example/s3');
});

it('configures the client for s3rver-safe, path-style, long-running uploads with the temporary credentials', () => {
  expect(s3ClientConfig(TOKEN, 'https://casino.example')).toEqual({
    region: 'us-east-1',
    endpoint: 'https://casino.example/s3',
    forcePathStyle: true,
    credentials: { accessKeyId: 'UPLAAAAAAAAAAAAAAAAA', secretAccessKey: 's'.repeat(40), sessionToken: 'session' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: 1_200_000 },
  });
});
