import type { GameKind } from './games';
import { fill, pageWords } from './page-words';

/**
 * The game page: one self-contained HTML document (inline CSS and JS, no external assets) that
 * works in a new tab and inside the site's sandboxed iframe
 * (`sandbox="allow-scripts allow-same-origin allow-forms"`). Test hooks: data-testid="balance",
 * data-testid="last-result", and one button named "Spin" (slot) or "Play" (Hi-Lo).
 */
export type PageModel = {
  gameName: string;
  kind: GameKind;
  sessionId: string;
  currency: string;
  balance: string;
  /** [minor units, label] */
  bets: Array<[string, string]>;
  transfer: boolean;
  /** The configured site origin that framed the game (from the Referer), the only one told the balance. */
  parentOrigin: string | null;
  /** play money: labelled as such, and no balance is posted to the site */
  demo?: boolean;
  /** the page's language (page-words.ts); English when absent or unknown */
  lang?: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside <script>: no "</script>" or "<!--" can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderGamePage(model: PageModel, nonce: string): string {
  const { lang, words: w } = pageWords(model.lang);
  const name = escapeHtml(model.gameName);
  const isSlot = model.kind === 'slot';
  const bets = model.bets
    .map(
      ([minor, label], i) =>
        `<label class="chip"><input type="radio" name="bet" value="${escapeHtml(minor)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('');
  const board = isSlot
    ? `<div class="reels" role="img" aria-label="${escapeHtml(w.reels)}"><span class="reel red">♥</span><span class="reel red">♦</span><span class="reel">7</span></div>
       <p class="rules">${escapeHtml(w.slotRules)}</p>`
    : `<div class="dice" role="img" aria-label="${escapeHtml(w.dice)}"><span id="roll">?</span></div>
       <fieldset><legend>${escapeHtml(w.yourCall)}</legend>
         <label class="chip"><input type="radio" name="choice" value="hi" checked> ${escapeHtml(w.hi)}</label>
         <label class="chip"><input type="radio" name="choice" value="lo"> ${escapeHtml(w.lo)}</label>
       </fieldset>
       <p class="rules">${escapeHtml(w.hiloRules)}</p>`;
  // What the script writes after a round, in the page's language.
  const scriptWords = { messages: w.messages, youWin: w.youWin, noWin: w.noWin, connection: w.connection, refused: w.refused };

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<style nonce="${nonce}">
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: radial-gradient(circle at top, #2b1d4f, #0d0b1a); color: #f4f1ff; }
  main { width: min(28rem, 100%); padding: 1.25rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .wallet { margin: 0 0 1rem; opacity: .9; }
  .wallet strong { font-size: 1.25rem; }
  .reels, .dice { display: flex; justify-content: center; gap: .5rem; margin: 1rem 0; }
  .reel, #roll { display: inline-grid; place-items: center; width: 5rem; height: 5rem; font-size: 2.5rem; border-radius: .75rem; background: #fff; color: #1a1333; box-shadow: inset 0 -4px 0 rgba(0,0,0,.2); }
  .reel.red { color: #d0243a; }
  .spinning .reel, .spinning #roll { animation: blur .15s linear infinite; }
  @keyframes blur { 50% { transform: translateY(6px); filter: blur(2px); } }
  fieldset { border: 0; padding: 0; margin: .75rem 0; display: flex; justify-content: center; gap: .5rem; flex-wrap: wrap; }
  legend { width: 100%; margin-bottom: .25rem; }
  .chip { padding: .4rem .75rem; border-radius: 999px; background: #3b2c6b; cursor: pointer; }
  .chip:has(input:checked) { background: #7c5cff; }
  button { margin-top: .5rem; font: inherit; font-weight: 700; font-size: 1.1rem; padding: .75rem 2.5rem; border: 0; border-radius: 999px; background: #ffcc33; color: #1a1333; cursor: pointer; }
  button:disabled { opacity: .6; cursor: wait; }
  .rules { font-size: .8rem; opacity: .75; }
  [data-testid="last-result"] { min-height: 1.5rem; font-weight: 600; }
  .demo { display: inline-block; margin: 0 0 .5rem; padding: .2rem .7rem; border-radius: 999px; background: #3fe3ff; color: #06263a; font-size: .75rem; font-weight: 800; letter-spacing: .06em; text-transform: uppercase; }
</style>
</head>
<body>
<main>
  ${model.demo ? `<p class="demo" data-testid="demo-label">${escapeHtml(w.demoBadge)}</p>` : ''}
  <h1>${name}</h1>
  <p class="wallet">${escapeHtml(model.demo ? w.playMoney : w.balance)}: <strong data-testid="balance">${escapeHtml(model.balance)}</strong> ${escapeHtml(model.currency)}</p>
  <div id="board">${board}</div>
  <fieldset><legend>${escapeHtml(fill(w.bet, { currency: model.currency }))}</legend>${bets}</fieldset>
  <button type="button" id="play">${escapeHtml(isSlot ? w.spin : w.play)}</button>
  <p data-testid="last-result" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="boot">${scriptJson({ session: model.sessionId, kind: model.kind, currency: model.currency, transfer: model.transfer, parentOrigin: model.parentOrigin, demo: model.demo === true, words: scriptWords })}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>
</body>
</html>`;
}

/** Plain ES2017 so any embedded browser runs it; talks only to this origin's /api/round. */
const PAGE_SCRIPT = `
(function () {
  var boot = JSON.parse(document.getElementById('boot').textContent);
  var button = document.getElementById('play');
  var board = document.getElementById('board');
  var balance = document.querySelector('[data-testid="balance"]');
  var result = document.querySelector('[data-testid="last-result"]');
  var words = boot.words;
  function fill(text, values) { return text.replace(/\{(\w+)\}/g, function (whole, name) { return values[name] !== undefined ? values[name] : whole; }); }
  function checked(name) { var el = document.querySelector('input[name="' + name + '"]:checked'); return el ? el.value : undefined; }
  function wait(ms) { return new Promise(function (r) { setTimeout(r, ms); }); }
  function show(outcome) {
    if (outcome.kind === 'slot') {
      var reels = document.querySelectorAll('.reel');
      for (var i = 0; i < reels.length; i++) {
        reels[i].textContent = outcome.faces[i];
        reels[i].classList.toggle('red', outcome.faces[i] === '♥' || outcome.faces[i] === '♦');
      }
    } else {
      document.getElementById('roll').textContent = String(outcome.roll);
    }
  }
  function tellParent(answer) {
    // Only the configured site origin that framed us may read the balance; never '*'.
    if (window.parent === window || !boot.parentOrigin || boot.demo) return;
    window.parent.postMessage({ type: 'balance', balance: answer.balance, minor: answer.minor, currency: answer.currency, wallet: boot.transfer ? 'provider' : 'main' }, boot.parentOrigin);
  }
  button.addEventListener('click', async function () {
    button.disabled = true;
    board.classList.add('spinning');
    try {
      var response = await fetch('/api/round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: boot.session, bet: checked('bet'), choice: checked('choice') || 'hi' })
      });
      var answer = await response.json();
      await wait(350);
      if (answer.balance !== undefined) balance.textContent = answer.balance;
      if (answer.status) {
        show(answer.outcome);
        result.textContent = answer.won ? fill(words.youWin, { amount: answer.win, currency: answer.currency }) : fill(words.noWin, { amount: answer.bet });
        tellParent(answer);
      } else {
        result.textContent = words.messages[answer.msg] || fill(words.refused, { msg: answer.msg });
      }
    } catch (e) {
      result.textContent = words.connection;
    } finally {
      board.classList.remove('spinning');
      button.disabled = false;
    }
  });
})();
`;

export function renderErrorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>`;
}
