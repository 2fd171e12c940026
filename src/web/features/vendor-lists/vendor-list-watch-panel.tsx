import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import type { VendorWatch, Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { VENDOR_CHANGE_LABELS, vendorChangeSentence } from "~/domain/vendor-lists/vendor-watch-rules";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Input } from "~/web/components/ui/input";
import { Switch } from "~/web/components/ui/switch";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";
import {
  removeVendorListWebhook,
  setVendorListDigest,
  setVendorListWebhook,
} from "~/web/lib/api/vendor-list-watch";

const URL_MARK = "\u0001";
/** An address, the same in every language. */
const EXAMPLE_URL = "https://example.com/ujamaa";

/** A delivery's state as the log reads it. */
const DELIVERY_STATUS_WORDS = {
  pending: "pending",
  delivered: "delivered",
  given_up: "given up",
} as const satisfies Record<Webhook["deliveries"][number]["status"], string>;

/** What happened to the list's confirmed vendors, newest first, each with its date. */
function Changes({ watch }: { watch: VendorWatch }) {
  const t = useT();
  const format = useFormat();
  if (watch.changes.length === 0) {
    return (
      <p className="rounded-md bg-stone-50 p-4 text-sm text-stone-700">
        {t(
          "No changes yet. When a confirmed vendor's certification lapses, is revoked, renewed or changes tier, it shows here and in your notifications.",
        )}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {watch.changes.map((change) => (
        <li key={change.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
          <time dateTime={change.happened_at} className="text-stone-500">
            {format.day(change.happened_at)}
          </time>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {t(VENDOR_CHANGE_LABELS[change.kind] as MessageId)}
          </span>
          <span className="text-stone-900">{vendorChangeSentence(t, change)}</span>
        </li>
      ))}
    </ul>
  );
}

function Digest({ listId, on }: { listId: string; on: boolean }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Switch
        checked={on}
        aria-labelledby="digest-label"
        onCheckedChange={async (next) => {
          setError(null);
          try {
            await setVendorListDigest(listId, next);
            await revalidator.revalidate();
          } catch (e) {
            setError(serverMessage(e) ?? t("That did not work. Try again."));
          }
        }}
      />
      <span id="digest-label" className="text-sm text-stone-800">
        {t("Weekly digest e-mail of these changes")}
      </span>
      {error ? (
        <p role="alert" className="text-sm text-ember-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The list's webhook: its address and deliveries, or the form that adds one (a native label and input as
 * FormField's, so the page's script does without the label library and holds its 150 kB budget).
 */
function WebhookForm({ listId, webhook }: { listId: string; webhook: Webhook | null }) {
  const t = useT();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  // Where the webhook's address (in bold) sits in the sentence, in the page's language.
  const postedTo = t("Changes are POSTed to {url}, signed in the Ujamaa-Signature header.", {
    url: URL_MARK,
  }).split(URL_MARK);
  return (
    <div className="space-y-3">
      {secret ? (
        <div role="status" className="rounded-md border border-gold-500 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-stone-900">
            {t("Copy this signing secret now: it is not shown again.")}
          </p>
          <code className="mt-1 block break-all text-stone-800">{secret}</code>
        </div>
      ) : null}
      {webhook ? (
        <div className="space-y-3">
          <p className="break-all text-sm text-stone-800">
            {postedTo[0]}
            <span className="font-medium">{webhook.url}</span>
            {postedTo[1]}
          </p>
          <Button variant="outline" size="sm" onClick={() => setRemoving(true)}>
            {t("Remove webhook")}
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={t("Remove this webhook?")}
            description={t("No more changes are sent to it, and its delivery log is deleted.")}
            confirmLabel={t("Remove webhook")}
            pendingLabel={t("Removing…")}
            onConfirm={async () => {
              await removeVendorListWebhook(listId);
              setSecret(null);
              setRemoving(false);
              await revalidator.revalidate();
            }}
          />
          {webhook.deliveries.length > 0 ? (
            <ul aria-label={t("Deliveries")} className="space-y-1 text-sm text-stone-700">
              {webhook.deliveries.map((d) => (
                <li key={d.id}>
                  {format.day(d.created_at)} · {d.type} · {t(DELIVERY_STATUS_WORDS[d.status])} ·{" "}
                  {t("{count, plural, one {# try} other {# tries}}", { count: d.attempts })}
                  {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ""}
                  {d.last_error && d.status !== "delivered" ? ` · ${d.last_error}` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">{t("No deliveries yet.")}</p>
          )}
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            setError(undefined);
            try {
              const made = await setVendorListWebhook(listId, url);
              setSecret(made.secret ?? null);
              setUrl("");
              await revalidator.revalidate();
            } catch (e) {
              setError(serverMessage(e) ?? t("That did not work. Try again."));
            } finally {
              setBusy(false);
            }
          }}
        >
          <div className="min-w-64 flex-1">
            <div className="space-y-1.5">
              <label htmlFor="webhook-url" className="text-sm font-medium text-stone-800">
                {t("Webhook URL (https)")}
              </label>
              <Input
                id="webhook-url"
                name="webhook-url"
                type="url"
                required
                placeholder={EXAMPLE_URL}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "webhook-url-error" : undefined}
              />
              {error ? (
                <p id="webhook-url-error" className="text-sm text-ember-600">
                  {error}
                </p>
              ) : null}
            </div>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? t("Adding…") : t("Add webhook")}
          </Button>
        </form>
      )}
    </div>
  );
}

/** A list watched: its vendors' certification changes, the weekly digest and a webhook (decision 060). */
export function VendorListWatchPanel({
  listId,
  watch,
  webhook,
}: {
  listId: string;
  watch: VendorWatch;
  webhook: Webhook | null;
}) {
  const t = useT();
  return (
    <section aria-labelledby="changes-heading" className="mt-8 space-y-4">
      <h2 id="changes-heading" className="text-lg font-semibold text-stone-900">
        {t("Certification changes")}
      </h2>
      <Digest listId={listId} on={watch.weekly_digest} />
      <Changes watch={watch} />
      <h3 className="pt-2 font-semibold text-stone-900">{t("Webhook for your systems")}</h3>
      <WebhookForm listId={listId} webhook={webhook} />
    </section>
  );
}
