import type { TimelineItem } from '@/lib/contracts/timeline';
import { csvCell, csvTime, timelineCsv, type CsvLabels } from './csv';

const item = (over: Partial<TimelineItem>): TimelineItem => ({
  id: 'q1',
  at: '2026-12-01T16:05:09Z',
  kind: 'deposit',
  entry: 'deposit',
  amount: '100.00',
  balance: 'cash',
  status: 'approved',
  description: 'DemoPay',
  stake: null,
  win: null,
  ...over,
});

const labels: CsvLabels = {
  headings: ['Date', 'Kind', 'Type', 'Details', 'Status', 'Stake', 'Win', 'Amount', 'Balance', 'Currency'],
  kind: (i) => `K:${i.kind}`,
  entry: (i) => `E:${i.entry}`,
  status: (i) => `S:${i.status}`,
  balance: (i) => i.balance,
};

describe('timeline CSV', () => {
  it('neutralises formulas and quotes text, leaving plain numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a, "b"\nc')).toBe(`"a, ""b""\nc"`);
    expect(csvCell('-15.00')).toBe('-15.00');
    expect(csvCell('15')).toBe('15');
    expect(csvCell('')).toBe('""');
  });

  it('writes times on the member’s clock, on both sides of their midnight', () => {
    expect(csvTime('2026-12-01T15:59:59Z', 'Asia/Kuala_Lumpur')).toBe('2026-12-01 23:59:59');
    expect(csvTime('2026-12-01T16:00:00Z', 'Asia/Kuala_Lumpur')).toBe('2026-12-02 00:00:00');
  });

  it('writes a BOM, the headings and one CRLF row per line', () => {
    const csv = timelineCsv(
      [
        item({
          kind: 'game',
          entry: 'round',
          amount: '-4.00',
          stake: '4.00',
          win: '0.00',
          status: 'settled',
          description: 'Lucky <Test> Reels · Demo',
        }),
        item({ kind: 'adjustment', entry: 'adjustment', description: '=cmd|" /C calc"!A0', amount: '5.00', status: 'done' }),
      ],
      { timeZone: 'Asia/Kuala_Lumpur', currency: 'MYR', labels },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Date","Kind","Type","Details","Status","Stake","Win","Amount","Balance","Currency"',
      '"2026-12-02 00:05:09","K:game","E:round","Lucky <Test> Reels · Demo","S:settled",4.00,0.00,-4.00,"cash","MYR"',
      `"2026-12-02 00:05:09","K:adjustment","E:adjustment","'=cmd|"" /C calc""!A0","S:done","","",5.00,"cash","MYR"`,
      '',
    ]);
  });
});
