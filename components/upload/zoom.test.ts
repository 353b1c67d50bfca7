import { clampZoom, zoomIn, zoomOut, zoomPercent, zoomScale } from './zoom';

it('steps by 0.1 between 0.5 and 1.5 without drifting', () => {
  let z = 10;
  for (let i = 0; i < 20; i++) z = zoomIn(z);
  expect(zoomScale(z)).toBe(1.5);
  for (let i = 0; i < 20; i++) z = zoomOut(z);
  expect(zoomScale(z)).toBe(0.5);
  expect(zoomScale(zoomIn(zoomIn(zoomIn(5))))).toBe(0.8);
});

it('clamps and shows percentages', () => {
  expect(clampZoom(2)).toBe(5);
  expect(clampZoom(40)).toBe(15);
  expect(zoomPercent(12)).toBe('120%');
});
