import { footerParagraphs } from './footer-paragraphs';

const footer = [
  { category: 'home', lang: 'en', content: 'First.\n\n  Second.  \n\n' },
  { category: 'home', lang: 'th', content: 'หนึ่ง' },
];

describe('footerParagraphs', () => {
  it('takes the language, then English, and splits on blank lines', () => {
    expect(footerParagraphs(footer, 'home', 'th')).toEqual(['หนึ่ง']);
    expect(footerParagraphs(footer, 'home', 'vi')).toEqual(['First.', 'Second.']);
    expect(footerParagraphs(footer, 'slots', 'en')).toEqual([]);
  });
});
