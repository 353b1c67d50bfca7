import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { primeLocaleData } from './prime-locale';

it('builds PrimeReact’s English locale from Intl names and our words', () => {
  const data = primeLocaleData('en-my', en.prime);
  expect(data.dayNames[0]).toBe('Sunday');
  expect(data.monthNamesShort[10]).toBe('Nov');
  expect(data.choose).toBe('Choose File');
  expect(data.aria.close).toBe('Close');
  expect(data.aria.pageLabel).toBe('Page {page}');
});

it('builds the Thai locale: Thai names and words, Gregorian calendar', () => {
  const data = primeLocaleData('th-th', th.prime);
  expect(data.monthNames[0]).toBe('มกราคม');
  expect(data.dayNamesShort[1]).toMatch(/^จ/);
  expect(data.choose).toBe('เลือกไฟล์');
  expect(data.aria.nextPageLabel).toBe('หน้าถัดไป');
});
