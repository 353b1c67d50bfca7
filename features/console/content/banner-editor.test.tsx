import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorBanner } from '@/lib/contracts/content';
import { okAnswer, stubApi } from '@/tests/render-app';
import { ConsoleProviders } from '../console-api';
import { BannerEditor } from './banner-editor';

const options = {
  types: [
    { value: 'home', label: 'home' },
    { value: 'slots', label: 'slots' },
  ],
  currencies: ['MYR', 'THB'],
  languages: ['en', 'ms', 'th'],
};
const published: OperatorBanner = {
  id: 7,
  state: 'published',
  fields: {
    currency: 'MYR',
    type: 'slots',
    title: { en: 'Spin week' },
    img: 'media/banners/a.png',
    link: '/slots',
    priority: 2,
    startsAt: null,
    endsAt: null,
    enabled: true,
  },
  live: null,
  imgUrl: 'http://storage.test/local/media/banners/a.png',
  updatedAt: null,
};
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, endpoint: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(endpoint))![1]!.body)) as Record<string, unknown>;

function renderEditor(banner: OperatorBanner | null, mayEdit = true) {
  const onSaved = vi.fn();
  render(
    <ConsoleProviders>
      <BannerEditor banner={banner} options={options} mayEdit={mayEdit} onSaved={onSaved} />
    </ConsoleProviders>,
  );
  return onSaved;
}

describe('BannerEditor', () => {
  it('uploads the image, keeps titles per language, reads the window as UTC and saves a draft', async () => {
    const fetchMock = stubApi({
      'operator/image-upload': okAnswer({ img: 'media/banners/u-spin.png', url: 'http://storage.test/local/media/banners/u-spin.png' }),
      'operator/banner-save': okAnswer({ id: 41 }),
    });
    const onSaved = renderEditor(null);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Currency'), 'MYR');
    await user.selectOptions(screen.getByLabelText('Type'), 'slots');
    await user.type(screen.getByLabelText('Title (en)'), 'Spin week');
    await user.click(screen.getByRole('button', { name: 'ms' }));
    await user.type(screen.getByLabelText('Title (ms)'), 'Minggu putaran');
    await user.click(screen.getByRole('button', { name: 'th' }));
    await user.type(screen.getByLabelText('Title (th)'), '   ');
    await user.type(screen.getByLabelText('Link (a site path)'), '/slots');
    fireEvent.change(screen.getByLabelText('Starts (UTC)'), { target: { value: '2026-12-01T08:00' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'spin.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload image'), file);
    expect(await screen.findByRole('img', { name: 'Banner image' })).toHaveAttribute(
      'src',
      'http://storage.test/local/media/banners/u-spin.png',
    );
    expect(bodyOf(fetchMock, 'operator/image-upload')).toEqual({
      use: 'banner',
      filename: 'spin.png',
      contentType: 'image/png',
      data: 'iVBORw==',
    });

    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41));
    expect(bodyOf(fetchMock, 'operator/banner-save')).toEqual({
      currency: 'MYR',
      type: 'slots',
      title: { en: 'Spin week', ms: 'Minggu putaran' },
      img: 'media/banners/u-spin.png',
      link: '/slots',
      priority: 10,
      startsAt: '2026-12-01T08:00:00.000Z',
      endsAt: null,
      enabled: true,
    });
  });

  it('refuses a file that is not an image before uploading, and shows the platform’s reason when a save is refused', async () => {
    const fetchMock = stubApi({
      'operator/banner-save': () => ({ status: 400, body: { status: false, msg: 'banner_image_missing' } }),
    });
    renderEditor(published);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload image'), new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The banner’s image is no longer in storage. Upload it again.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'operator/banner-save')).toMatchObject({ id: 7, img: 'media/banners/a.png' });
  });

  it('shows a banner read-only to a role that may not edit', () => {
    stubApi({});
    renderEditor(published, false);
    expect(screen.getByLabelText('Title (en)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
