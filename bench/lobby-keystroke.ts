/**
 * Lobby keystroke to painted grid, in Debian's Chromium with the CPU throttled:
 *   npx tsx bench/lobby-keystroke.ts http://localhost:3000 [/en-my/slots] [--games 10000] [--throttle 4]
 * The category file the page downloads is answered with a catalogue of --games games (the real
 * file's games, cloned under new names), so the figure is for a big operator's lobby. Each
 * keystroke is timed from the key press to the first animation frame after the grid changed
 * (the announced game count or the cards), then the median, p95 and max are printed, with the
 * number of requests the typing sent.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium';
import { serveLargeCatalogue } from './large-catalogue';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [base = 'http://localhost:3000', path = '/en-my/slots'] = positional;
const GAME_COUNT = option('games', 10_000);
const THROTTLE = option('throttle', 4);
/** Prefixes that narrow step by step, so every keystroke changes what the grid shows. */
const WORDS = ['golden', 'dragon', 'fortune', 'lucky', 'wild', 'royal'];

/**
 * Types one character and resolves with ms from the key event to the first frame after the lobby
 * rendered its grid for the new text (the lobby marks that render with data-shown-name), so a
 * keystroke that leaves the same games on screen is timed like any other. The listener and the
 * observer are in place before the key is sent: input events may overtake a pending evaluate.
 */
async function timeKeystroke(page: Page, key: string, expected: string): Promise<number> {
  // Strings, not functions: tsx would wrap inner functions in a helper the page does not have.
  await page.evaluate(`window.__keystroke = new Promise((resolve) => {
    const expected = ${JSON.stringify(expected)};
    const lobby = document.querySelector('[data-shown-name]');
    let start = null;
    addEventListener('keydown', (event) => { start = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start === null || lobby.getAttribute('data-shown-name') !== expected) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(lobby, { attributes: true, attributeFilter: ['data-shown-name'] });
    setTimeout(() => { observer.disconnect(); resolve(Number.NaN); }, 5000);
  }); 0`); // ends in 0: evaluate would otherwise wait for the promise it just stored
  await page.keyboard.press(key);
  return (await page.evaluate('window.__keystroke')) as number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await serveLargeCatalogue(page, GAME_COUNT);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  // The lobby loads its whole category at the visitor's first input: a key that changes nothing,
  // pressed until the count is in (a key pressed before hydration is not seen).
  const nudge = setInterval(() => void page.keyboard.press('Shift').catch(() => undefined), 500);
  // The count is announced once the big file is in; games not offered on this device are not counted.
  await page.waitForFunction(
    (min) => [...document.querySelectorAll('[aria-live]')].some((el) => Number((el.textContent ?? '').replace(/[^\d]/g, '')) >= min),
    GAME_COUNT / 2,
    { timeout: 60_000 },
  );
  clearInterval(nudge);
  const shown = await page.locator('[aria-live]').first().textContent();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

  // Thumbnails of the games a keystroke brings on screen are expected; anything else is a round trip.
  const requests: string[] = [];
  let images = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images += 1;
    else requests.push(request.url());
  });
  const search = page.getByRole('searchbox');
  const times: number[] = [];
  for (const word of WORDS) {
    await search.fill('');
    await search.focus();
    await page.waitForTimeout(300);
    let typed = '';
    for (const char of word) {
      typed += char;
      times.push(await timeKeystroke(page, char, typed));
    }
  }
  await page.waitForTimeout(500);
  const sorted = times.filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  const missed = times.length - sorted.length;
  console.log(`${path}: ${GAME_COUNT} games in the file (${shown} on this phone), CPU ×${THROTTLE}, ${times.length} keystrokes`);
  if (missed > 0) console.log(`  ${missed} keystrokes never showed their grid within 5 s`);
  console.log(
    `  keystroke → painted grid: median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
  console.log(
    `  requests sent while typing: ${requests.length}${requests.length ? ` (${[...new Set(requests)].slice(0, 5).join(', ')})` : ''}, besides ${images} thumbnails`,
  );
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
