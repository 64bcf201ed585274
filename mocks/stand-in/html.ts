// The stand-in's HTML: a whole document, built as text, so the mock server can send it over HTTP
// and the in-browser mode can show the same page (mocks/stand-in/client.ts). It plays another
// site (the payment provider's), so it carries its own look rather than the app's theme, and it
// needs no script: its forms post as plain HTML forms.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Minor units as money in the currency (zero-decimal currencies have no minor unit). */
export function money(minor: number, currency = 'usd'): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(minor / 10 ** digits);
}

/** Epoch seconds as a date ("Mar 4, 2026"), in UTC so the server and the browser agree. */
export const day = (epochSeconds: number): string =>
  new Date(epochSeconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const STYLE = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 14px/1.5 -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; color: #1a1f36; background: #fff; }
a { color: #4338ca; }
a:focus-visible, button:focus-visible, summary:focus-visible, input:focus-visible { outline: 2px solid #4338ca; outline-offset: 2px; }
.si-layout { display: grid; grid-template-columns: minmax(260px, 38%) 1fr; min-height: 100vh; }
.si-side { background: #f6f8fa; border-right: 1px solid #e3e8ee; padding: 48px 40px; display: flex; flex-direction: column; gap: 20px; }
.si-brand { display: flex; align-items: center; gap: 10px; font-size: 16px; font-weight: 600; }
.si-mark { width: 32px; height: 32px; border-radius: 8px; background: #0b2545; color: #fff; display: grid; place-items: center; font-size: 13px; font-weight: 700; }
.si-test { align-self: flex-start; background: #fff4e5; color: #8a3b00; border: 1px solid #f5c28b; border-radius: 4px; padding: 1px 8px; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.si-back { font-weight: 500; text-decoration: none; }
.si-back:hover { text-decoration: underline; }
.si-note { color: #5f6b7a; margin: 0; max-width: 36ch; }
.si-foot { margin-top: auto; color: #5f6b7a; font-size: 12px; }
.si-main { padding: 48px 56px; max-width: 760px; display: flex; flex-direction: column; gap: 32px; }
.si-main h1 { font-size: 22px; margin: 0; }
.si-section { display: flex; flex-direction: column; gap: 12px; }
.si-section > h2 { margin: 0; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.06em; color: #5f6b7a; border-bottom: 1px solid #e3e8ee; padding-bottom: 8px; }
.si-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; flex-wrap: wrap; }
.si-plan { font-size: 18px; font-weight: 600; }
.si-price { font-size: 28px; font-weight: 600; letter-spacing: -0.01em; }
.si-price small { font-size: 14px; font-weight: 400; color: #5f6b7a; }
.si-muted { color: #5f6b7a; margin: 0; }
.si-tag { display: inline-block; border-radius: 4px; padding: 0 6px; font-size: 12px; font-weight: 600; background: #e3e8ee; color: #3c4257; vertical-align: middle; }
.si-tag.ok { background: #d7f7c2; color: #05690d; }
.si-tag.bad { background: #ffe7f2; color: #a4003a; }
.si-tag.info { background: #e0e7ff; color: #3730a3; }
.si-card { display: flex; align-items: center; gap: 12px; }
.si-brandchip { min-width: 44px; padding: 2px 6px; border: 1px solid #e3e8ee; border-radius: 4px; font-size: 11px; font-weight: 700; text-transform: uppercase; text-align: center; color: #3c4257; }
.si-btn { font: inherit; font-weight: 600; border-radius: 6px; padding: 7px 14px; cursor: pointer; border: 1px solid #d0d5dd; background: #fff; color: #1a1f36; }
.si-btn:hover { background: #f6f8fa; }
.si-btn.primary { background: #4338ca; border-color: #4338ca; color: #fff; }
.si-btn.primary:hover { background: #3730a3; }
.si-btn:disabled { opacity: 0.6; cursor: progress; }
details > summary { cursor: pointer; color: #4338ca; font-weight: 600; width: fit-content; }
.si-form { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; margin-top: 12px; max-width: 420px; }
.si-form label { display: flex; flex-direction: column; gap: 4px; font-weight: 500; min-width: 0; }
.si-form .wide { grid-column: 1 / -1; }
.si-form input { font: inherit; width: 100%; min-width: 0; padding: 7px 10px; border: 1px solid #d0d5dd; border-radius: 6px; }
.si-form input[aria-invalid="true"] { border-color: #c0123c; }
.si-form .si-btn { grid-column: 1 / -1; justify-self: start; }
.si-hint { grid-column: 1 / -1; color: #5f6b7a; font-size: 12px; margin: 0; }
.si-notice { border-radius: 6px; padding: 10px 14px; margin: 0; }
.si-notice.ok { background: #edfbe6; color: #05690d; border: 1px solid #b7e3a0; }
.si-notice.bad { background: #fff0f3; color: #a4003a; border: 1px solid #f5b5c5; }
.si-table { width: 100%; border-collapse: collapse; }
.si-table th { text-align: left; font-size: 12px; font-weight: 600; color: #5f6b7a; padding: 6px 8px 6px 0; }
.si-table td { padding: 10px 8px 10px 0; border-top: 1px solid #e3e8ee; vertical-align: middle; }
.si-table .num { text-align: right; white-space: nowrap; padding-right: 0; }
.si-dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 24px; margin: 0; }
.si-dl dt { color: #5f6b7a; }
.si-dl dd { margin: 0; }
@media (max-width: 760px) {
  .si-layout { grid-template-columns: 1fr; align-content: start; }
  .si-side { border-right: 0; border-bottom: 1px solid #e3e8ee; padding: 24px 20px; gap: 12px; }
  .si-foot { display: none; }
  .si-main { padding: 24px 20px 40px; gap: 28px; }
  .si-form { grid-template-columns: 1fr 1fr; }
}
`;

/** A whole stand-in document: the provider's side panel (`side`) and its main column. */
export function standInDocument({ title, side, main }: { title: string; side: string; main: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style data-stand-in>${STYLE}</style>
</head>
<body>
<div class="si-layout">
<aside class="si-side" aria-label="About this page">
<div class="si-brand"><span class="si-mark" aria-hidden="true">UD</span><span>Underwriter Desk</span></div>
<span class="si-test">Test mode</span>
${side}
<p class="si-foot">A stand-in for the payment provider, played by the mock backend. No real card is charged.</p>
</aside>
<main class="si-main">
${main}
</main>
</div>
</body>
</html>`;
}
