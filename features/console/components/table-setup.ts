/**
 * Every console table's setup, spread on the DataTable: compact striped rows, named for screen
 * readers and tests, and PrimeReact's scrollable layout, so a table wider than the screen (a
 * tablet, a phone) scrolls inside itself instead of widening the page. Its first column, the
 * row's name or number, is `frozen` on the Column so it stays in view while the rest scrolls.
 * `minWidth` keeps columns from being squeezed into one word per line before scrolling starts.
 */
export function tableSetup(label: string, minWidth = '30rem') {
  return {
    size: 'small',
    stripedRows: true,
    scrollable: true,
    tableStyle: { minWidth },
    pt: { table: { 'aria-label': label } },
  } as const;
}

/**
 * A table paged on the platform, spread on the DataTable beside tableSetup: `page` counts from 1,
 * PrimeReact's from 0.
 */
export function pagedTable(page: number, pageSize: number, total: number, onPage: (page: number) => void) {
  return {
    lazy: true,
    paginator: true,
    rows: pageSize,
    first: (page - 1) * pageSize,
    totalRecords: total,
    onPage: (e: { page?: number }) => onPage((e.page ?? 0) + 1),
  } as const;
}
