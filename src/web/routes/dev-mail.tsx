import { pageOf } from "~/web/lib/page-context";
import type { Route } from "./+types/dev-mail";
import { loadOutbox } from "./dev-mail.server";

export const meta: Route.MetaFunction = () => [
  { title: "Mail outbox · Ujamaa" },
  { name: "robots", content: "noindex" },
];

// The messages carry sign-in links: no cache may keep a copy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ context, url }: Route.LoaderArgs) {
  return loadOutbox(pageOf(context).runtime, pageOf(context).isLocalRequest, url);
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Mail outbox</h1>
      <p className="mt-2 text-stone-600">
        The e-mails Ujamaa sends (without SMTP_URL) and its text messages (without an SMS provider) are kept
        here instead of being delivered. Only this machine can open this page. JSON:{" "}
        <code>/api/dev/mail?to=…</code> (an address or a phone number)
      </p>
      <form method="get" className="mt-4 flex gap-2">
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input
          id="to"
          name="to"
          defaultValue={to}
          placeholder="Filter by address or phone number"
          className="h-10 flex-1 rounded-md border border-stone-300 px-3"
        />
        <button type="submit" className="rounded-md bg-brand-800 px-4 text-white">
          Filter
        </button>
      </form>
      {messages.length === 0 ? <p className="mt-6 text-stone-600">No messages.</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((m) => (
          <li key={m.id}>
            <article className="rounded-lg border border-stone-200 bg-white p-4" aria-label={m.subject}>
              <h2 className="font-semibold">{m.subject}</h2>
              <p className="text-sm text-stone-500">
                To {m.to} · {new Date(m.created_at).toLocaleString()}
              </p>
              {m.html ? (
                <>
                  {/* The HTML part as sent, sandboxed: no script runs and it cannot reach this page. */}
                  <iframe
                    title={`HTML part of “${m.subject}”`}
                    srcDoc={m.html}
                    sandbox="allow-popups allow-popups-to-escape-sandbox"
                    className="mt-3 h-[36rem] w-full rounded-md border border-stone-200 bg-stone-100"
                  />
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm text-stone-600">Plain-text part</summary>
                    <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
                  </details>
                </>
              ) : (
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
              )}
              {m.kind === "sms" && m.codes.length > 0 ? (
                <p className="mt-2 text-sm">
                  Code: <strong className="font-mono text-base tracking-widest">{m.codes.join(", ")}</strong>
                </p>
              ) : null}
              {m.links.map((link) => (
                <a key={link} href={link} className="mt-2 block break-all text-sm text-brand-700 underline">
                  {link}
                </a>
              ))}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
