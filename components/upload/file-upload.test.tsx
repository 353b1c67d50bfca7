import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Compressor } from '@/lib/upload';
import { fakeSdk, TOKEN } from '@/lib/upload/testing';
import { renderInApp, stubApi } from '@/tests/render-app';
import { FileUpload } from './file-upload';

const png = (name = 'slip.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
const passThrough = async (): Promise<Compressor> => async (f) => f;
const tokenOk = () => ({ body: { status: true, msg: 'success', output: TOKEN } });

function renderUpload(deps: Parameters<typeof FileUpload>[0]['deps'], extra: Partial<Parameters<typeof FileUpload>[0]> = {}) {
  const onUploaded = vi.fn();
  renderInApp(
    <FileUpload
      label="Payment receipt"
      folder="receipts"
      onUploaded={onUploaded}
      deps={{ origin: 'http://localhost', loadCompressor: passThrough, ...deps }}
      {...extra}
    />,
  );
  return { onUploaded, input: screen.getByLabelText('Payment receipt') as HTMLInputElement };
}

// applyAccept off: the component checks the extension itself (the attribute is only a hint to the picker).
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => vi.clearAllMocks());

it('offers png, jpg, jpeg and pdf', () => {
  stubApi({});
  const { input } = renderUpload({ loadSdk: async () => fakeSdk().sdk });
  expect(input).toHaveAttribute('type', 'file');
  expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf');
});

it("words the picker in the page's language, not the browser's, and names the chosen file", async () => {
  stubApi({ 'common/sts-token': tokenOk });
  const { input } = renderUpload({ loadSdk: async () => fakeSdk().sdk });
  expect(screen.getByText('Choose a file')).toBeInTheDocument();
  expect(screen.getByText('No file chosen')).toBeInTheDocument();
  await user().upload(input, png('passport.png'));
  expect(await screen.findByText('passport.png')).toBeInTheDocument();
  expect(screen.queryByText('No file chosen')).toBeNull();
});

it('shows the upload’s progress, then hands over the stored key', async () => {
  let finish: () => void = () => undefined;
  const fake = fakeSdk(
    (emit) =>
      new Promise<void>((resolve) => {
        emit({ loaded: 40, total: 100 });
        finish = () => {
          emit({ loaded: 100, total: 100 });
          resolve();
        };
      }),
  );
  const api = stubApi({ 'common/sts-token': tokenOk });
  const { onUploaded, input } = renderUpload({ loadSdk: async () => fake.sdk });

  await user().upload(input, png());
  const bar = await screen.findByRole('progressbar', { name: 'Payment receipt – upload progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
  expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
  expect(input).toBeDisabled();

  act(() => finish());
  expect(await screen.findByText('Uploaded: slip.png')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(onUploaded).toHaveBeenCalledWith(TOKEN.body.key, expect.any(File));
  const call = api.mock.calls.find(([url]) => String(url).endsWith('/api/common/sts-token'));
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({ filename: 'slip.png', filetype: 'image/png', folder: 'receipts', bucket: 1 });
});

it('shows docs/PRODUCT.md §8’s message when the SDK cannot load', async () => {
  stubApi({});
  const { onUploaded, input } = renderUpload({ loadSdk: () => Promise.reject(new Error('chunk')) });
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('AWS SDK loaded fail');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(onUploaded).not.toHaveBeenCalled();
});

it('shows the compressor’s message as is', async () => {
  stubApi({});
  const loadCompressor = async (): Promise<Compressor> => async () => {
    throw new Error('The first argument must be an image File or Blob object.');
  };
  const { input } = renderUpload({ loadSdk: async () => fakeSdk().sdk, loadCompressor });
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('The first argument must be an image File or Blob object.');
});

it('translates a refusal from the server and a storage failure', async () => {
  stubApi({ 'common/sts-token': () => ({ body: { status: false, msg: 'error_accept' } }) });
  const { input } = renderUpload({ loadSdk: async () => fakeSdk().sdk });
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('File(s) extension is not accepted.');
});

it('shows the default failure when the storage refuses', async () => {
  stubApi({ 'common/sts-token': tokenOk });
  const failing = fakeSdk(async () => {
    throw new Error('AccessDenied');
  });
  const { input } = renderUpload({ loadSdk: async () => failing.sdk });
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('Something Went Wrong');
});

it('refuses other extensions and files over the size limit before calling anything', async () => {
  const api = stubApi({ 'common/status-list': () => ({ body: { status: true, msg: 'success', output: [] } }) });
  const loadSdk = vi.fn(async () => fakeSdk().sdk);
  const { input } = renderUpload({ loadSdk }, { maxSizeMb: 0.00001 });
  await user().upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('File(s) extension is not accepted.');
  await user().upload(input, png());
  expect(await screen.findByRole('alert')).toHaveTextContent('File(s) must less than 0.00001Mb.');
  expect(loadSdk).not.toHaveBeenCalled();
  expect(api.mock.calls.some(([url]) => String(url).includes('sts-token'))).toBe(false);
});
