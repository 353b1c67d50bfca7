import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { ImageUpload } from './image-upload';

function Field({ initial, onChange }: { initial: string; onChange: (img: string) => void }) {
  const [img, setImg] = useState(initial);
  return (
    <ImageUpload use="popup" label="Image" alt="Pop-up image" value={img} optional onChange={(next) => (setImg(next), onChange(next))} />
  );
}

function renderField(initial: string) {
  const onChange = vi.fn();
  render(
    <ConsoleProviders mediaBase="/storage/live">
      <Field initial={initial} onChange={onChange} />
    </ConsoleProviders>,
  );
  return onChange;
}

describe('ImageUpload', () => {
  it('shows the stored image, uploads a new one for its kind and hands the key to the form', async () => {
    const api = stubApi({
      'operator/image-upload': okAnswer({ img: 'media/popups/u-news.png', url: 'http://cdn.test/live/media/popups/u-news.png' }),
    });
    const onChange = renderField('media/popups/myr.svg');
    expect(screen.getByRole('img', { name: 'Pop-up image' })).toHaveAttribute('src', '/storage/live/media/popups/myr.svg');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Upload image'), new File([new Uint8Array([0x89, 0x50])], 'news.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('media/popups/u-news.png'));
    expect(screen.getByRole('img', { name: 'Pop-up image' })).toHaveAttribute('src', 'http://cdn.test/live/media/popups/u-news.png');
    expect(screen.getByRole('status')).toHaveTextContent('Image uploaded.');
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({
      use: 'popup',
      filename: 'news.png',
      contentType: 'image/png',
      data: 'iVA=',
    });
  });

  it('refuses a file too large or of another type before uploading, and removes an optional image', async () => {
    const api = stubApi({});
    const onChange = renderField('media/popups/myr.svg');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload image'), new File(['GIF89a'], 'x.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    const big = new File([new Uint8Array(1_500_001)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload image'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 1.5 MB.');
    expect(api).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
  });
});
