import QRCode from "qrcode";
import type { Certificate } from "~/domain/certification/certificate-schema";
import { formatLongDay } from "~/domain/shared/format-date";
import { escapeHtml } from "~/server/mail/escape-html";

export const MOTTO = "Educate. Elevate. Empower.";

/** A date in words, in UTC: "November 23, 2026". */
function longDate(iso: string | null): string {
  return iso ? formatLongDay(iso) : "—";
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f5f4;color:#1c1917;font-family:Georgia,'Times New Roman',serif}
.page{max-width:960px;margin:24px auto;background:#fff;border:12px solid #14532d;padding:8px}
.inner{border:2px solid #ca8a04;padding:40px 32px;text-align:center}
.brand{font-size:28px;font-weight:bold;letter-spacing:.2em;color:#14532d;margin:0}
.motto{font-style:italic;color:#57534e;margin:4px 0 24px}
h1{font-size:30px;margin:0 0 16px;font-weight:normal}
.lead{margin:0;color:#44403c}
.name{font-size:34px;font-weight:bold;margin:12px 0;word-wrap:break-word}
.facts{display:flex;flex-wrap:wrap;justify-content:center;gap:16px 40px;margin:28px 0;padding:0;list-style:none}
.facts dt{font-size:12px;text-transform:uppercase;letter-spacing:.1em;color:#57534e}
.facts dd{margin:2px 0 0;font-size:18px;font-weight:bold}
.verify{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:16px;margin-top:16px}
.qr{width:140px;height:140px}
.qr svg{width:100%;height:100%}
.url{font-family:Menlo,Consolas,monospace;font-size:13px;word-break:break-all;text-align:left;max-width:420px}
@media print{body{background:#fff}.page{margin:0;max-width:none}}
`;

/**
 * The certificate as one self-contained HTML document: inline CSS, no scripts, no outside requests.
 * The QR code (inline SVG) and the printed link lead to the public verification page. Every text is
 * escaped.
 */
export async function renderCertificate(certificate: Certificate, verifyUrl: string): Promise<string> {
  const qr = await QRCode.toString(verifyUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  const name = escapeHtml(certificate.business_name);
  const tier = escapeHtml(certificate.tier);
  const number = escapeHtml(certificate.certificate_number);
  const url = escapeHtml(verifyUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ujamaa ${tier} Certificate · ${name}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="page"><div class="inner">
<p class="brand">UJAMAA</p>
<p class="motto">${escapeHtml(MOTTO)}</p>
<h1>Certificate of Certification</h1>
<p class="lead">This certifies that</p>
<p class="name">${name}</p>
<p class="lead">is a Black-owned business certified at the ${tier} tier of the Ujamaa network.</p>
<dl class="facts">
<div><dt>Certificate number</dt><dd>${number}</dd></div>
<div><dt>Tier</dt><dd>${tier}</dd></div>
<div><dt>Issued</dt><dd>${escapeHtml(longDate(certificate.issued_at))}</dd></div>
<div><dt>Valid until</dt><dd>${escapeHtml(longDate(certificate.expires_at))}</dd></div>
</dl>
<div class="verify">
<div class="qr" role="img" aria-label="QR code of the verification link">${qr}</div>
<p class="url">Check that this certificate is current:<br><a href="${url}">${url}</a></p>
</div>
</div></main>
</body>
</html>
`;
}
