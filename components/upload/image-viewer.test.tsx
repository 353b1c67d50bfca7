import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageViewer } from './image-viewer';

const zoomValue = () => screen.getByRole('status', { name: 'Zoom' });
const image = () => screen.getByRole('img', { name: 'Receipt' });

it('zooms in steps of 0.1 up to 1.5 and down to 0.5, and resets', async () => {
  const user = userEvent.setup();
  render(<ImageViewer src="/receipt.png" alt="Receipt" />);
  expect(zoomValue()).toHaveTextContent('100%');
  const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
  const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
  const reset = screen.getByRole('button', { name: 'Reset zoom' });
  expect(reset).toBeDisabled();

  await user.click(zoomIn);
  expect(zoomValue()).toHaveTextContent('110%');
  expect(image().style.transform).toBe('scale(1.1)');
  for (let i = 0; i < 6; i++) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
  expect(zoomValue()).toHaveTextContent('150%');
  expect(zoomIn).toBeDisabled();
  expect(image().style.transform).toBe('scale(1.5)');

  for (let i = 0; i < 12; i++) if (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
  expect(zoomValue()).toHaveTextContent('50%');
  expect(zoomOut).toBeDisabled();
  expect(image().style.transform).toBe('scale(0.5)');

  await user.click(reset);
  expect(zoomValue()).toHaveTextContent('100%');
});

it('works from the keyboard: + - 0 on the image, Tab and Enter on the buttons', async () => {
  const user = userEvent.setup();
  render(<ImageViewer src="/receipt.png" alt="Receipt" />);
  await user.tab();
  expect(screen.getByRole('group', { name: 'Receipt' })).toHaveFocus();
  await user.keyboard('++');
  expect(zoomValue()).toHaveTextContent('120%');
  await user.keyboard('-');
  expect(zoomValue()).toHaveTextContent('110%');
  await user.keyboard('0');
  expect(zoomValue()).toHaveTextContent('100%');

  await user.tab(); // zoom out
  await user.tab(); // zoom in
  expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(zoomValue()).toHaveTextContent('110%');
});

it('previews a chosen file through an object URL and releases it', () => {
  const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const file = new File([new Uint8Array(4)], 'slip.png', { type: 'image/png' });
  const { unmount } = render(<ImageViewer file={file} alt="Receipt" labels={{ zoomIn: 'Perbesar' }} />);
  expect(image()).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByRole('button', { name: 'Perbesar' })).toBeInTheDocument();
  unmount();
  expect(create).toHaveBeenCalledWith(file);
  expect(revoke).toHaveBeenCalledWith('blob:preview-1');
});

it('shows nothing without an image', () => {
  const { container } = render(<ImageViewer alt="Receipt" />);
  expect(container).toBeEmptyDOMElement();
});
