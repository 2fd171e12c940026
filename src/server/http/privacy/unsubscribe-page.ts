/**
 * The answer to a mail client's one-click POST (RFC 8058), in case one shows it; a refusal is the API's
 * error shape. People who open the link get the site's page, /unsubscribe (src/web/routes/unsubscribe.tsx).
 */
export function unsubscribePage(): string {
  const body = `<h1>You are unsubscribed</h1><p>You will no longer receive e-mails about new contract opportunities. You can switch them back on in <a href="/settings?tab=privacy">Settings</a>.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribe · Ujamaa</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917}h1{font-size:1.5rem}button{font:inherit;background:#14532d;color:#fff;border:0;border-radius:6px;padding:.6rem 1.2rem;cursor:pointer}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#14532d}</style></head>
<body><main>${body}</main></body></html>`;
}
