type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string; enum?: unknown[]; default?: unknown };
};
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  responses?: Record<string, { description?: string }>;
};
type OpenApiDocument = { info: { title: string; description?: string }; paths?: object };
type Paths = Record<string, Record<string, Operation> | undefined>;

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function parameterRow(p: Parameter): string {
  const type = p.schema?.enum ? p.schema.enum.join(" | ") : (p.schema?.type ?? "");
  const fallback = p.schema?.default === undefined ? "" : ` (default ${escapeHtml(p.schema.default)})`;
  return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${escapeHtml(type)}${fallback}</td><td>${p.required ? "yes" : "no"}</td><td>${escapeHtml(p.description)}</td></tr>`;
}

function operationSection(path: string, method: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>${op.parameters.map(parameterRow).join("")}</tbody></table>`
    : "";
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description)}</li>`)
    .join("");
  return `<section><h2><span class="m">${escapeHtml(method.toUpperCase())}</span> <code>/api/v1${escapeHtml(path)}</code></h2><p>${escapeHtml(op.summary)}${op.description ? ` — ${escapeHtml(op.description)}` : ""}</p>${params}<h3>Responses</h3><ul>${responses}</ul></section>`;
}

/** A readable reference of the OpenAPI document, rendered on the server with no scripts. */
export function apiDocsPage(doc: OpenApiDocument): string {
  const sections = Object.entries((doc.paths ?? {}) as Paths).flatMap(([path, ops]) =>
    Object.entries(ops ?? {}).map(([method, op]) => operationSection(path, method, op)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c1917}section{border-top:1px solid #e7e5e4;padding:1rem 0}.m{background:#14532d;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.9em}table{border-collapse:collapse;width:100%}td,th{border:1px solid #e7e5e4;padding:.25rem .5rem;text-align:left;vertical-align:top}</style></head>
<body><main><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>. Errors always answer <code>{"error":{"code","message","fields"}}</code>. Lists answer <code>{"items","total","next"}</code>.</p>
${sections.join("\n")}</main></body></html>`;
}
