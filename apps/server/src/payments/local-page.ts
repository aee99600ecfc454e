import { type Lang, t } from '../i18n/index';
import { type RechargeOrderRow, yuanText } from '../money/recharge';
import { money } from '../money/wallet';

// The local driver's pay page (development): the package, the amount, Pay and Cancel. Plain HTML forms
// and no script, so it works under the site's CSP (security/headers.ts); its one <style> carries the
// answer's nonce. Every text from the server catalog in the request's language; every value escaped.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1f2329}
main{max-width:420px;margin:10vh auto;background:#fff;border-radius:12px;padding:24px 28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}p.note{color:#646a73;font-size:14px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#646a73}dd{margin:0;font-weight:600}
.actions{display:flex;gap:12px}form{margin:0}button,a.back{font:inherit;padding:10px 24px;border-radius:8px;border:1px solid #c9cdd4;background:#fff;color:#1f2329;cursor:pointer;text-decoration:none;display:inline-block}
button.pay{background:#e8432e;border-color:#e8432e;color:#fff}button:focus-visible,a.back:focus-visible{outline:3px solid #1f6fff;outline-offset:2px}`;

export function localPayPage(lang: Lang, order: RechargeOrderRow | undefined, orderId: string, nonce: string, packageName: string): string {
  const tx = (id: string, params?: Record<string, string | number>) => escapeHtml(t(lang, id, params));
  const back = `/member?type=1&recharge=${encodeURIComponent(orderId)}`;
  let body: string;
  if (!order) {
    body = `<h1>${tx('server.pay.page.notFound')}</h1><p><a class="back" href="/member?type=1">${tx('server.pay.page.back')}</a></p>`;
  } else {
    const rows = [
      [tx('server.pay.page.package'), escapeHtml(packageName)],
      [tx('server.pay.page.amount'), `¥${escapeHtml(yuanText(order.money))}`],
      [tx('server.pay.page.coins'), escapeHtml(`${money(order.coin) + money(order.give)}`)],
      [tx('server.pay.page.order'), escapeHtml(order.order_id)],
    ]
      .map(([dt, dd]) => `<dt>${dt}</dt><dd>${dd}</dd>`)
      .join('');
    const id = encodeURIComponent(order.order_id);
    const actions =
      order.status === 0
        ? `<div class="actions"><form method="post" action="/pay/local/${id}/pay"><button type="submit" class="pay">${tx('server.pay.page.pay')}</button></form>` +
          `<form method="post" action="/pay/local/${id}/cancel"><button type="submit">${tx('server.pay.page.cancel')}</button></form></div>`
        : `<p>${tx(order.status === 1 ? 'server.pay.page.paid' : 'server.pay.page.closed')}</p><p><a class="back" href="${escapeHtml(back)}">${tx('server.pay.page.back')}</a></p>`;
    body = `<h1>${tx('server.pay.page.title')}</h1><p class="note">${tx('server.pay.page.note')}</p><dl>${rows}</dl>${actions}`;
  }
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${tx('server.pay.page.title')}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}
