import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDay } from "~/domain/shared/format-date";
import type { VendorWatch, Webhook } from "~/domain/vendor-lists/vendor-list-watch";
import { VENDOR_CHANGE_LABELS } from "~/domain/vendor-lists/vendor-watch-rules";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { FormField } from "~/web/components/ui/form-field";
import { Switch } from "~/web/components/ui/switch";
import { serverMessage } from "~/web/lib/api/client";
import {
  removeVendorListWebhook,
  setVendorListDigest,
  setVendorListWebhook,
} from "~/web/lib/api/vendor-list-watch";

/** What happened to the list's confirmed vendors, newest first, each with its date. */
function Changes({ watch }: { watch: VendorWatch }) {
  if (watch.changes.length === 0) {
    return (
      <p className="rounded-md bg-stone-50 p-4 text-sm text-stone-700">
        No changes yet. When a confirmed vendor's certification lapses, is revoked, renewed or changes tier,
        it shows here and in your notifications.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {watch.changes.map((change) => (
        <li key={change.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
          <time dateTime={change.happened_at} className="text-stone-500">
            {formatDay(change.happened_at)}
          </time>
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {VENDOR_CHANGE_LABELS[change.kind]}
          </span>
          <span className="text-stone-900">{change.sentence}</span>
        </li>
      ))}
    </ul>
  );
}

function Digest({ listId, on }: { listId: string; on: boolean }) {
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
            setError(serverMessage(e) ?? "That did not work. Try again.");
          }
        }}
      />
      <span id="digest-label" className="text-sm text-stone-800">
        Weekly digest e-mail of these changes
      </span>
      {error ? (
        <p role="alert" className="text-sm text-ember-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function WebhookForm({ listId, webhook }: { listId: string; webhook: Webhook | null }) {
  const revalidator = useRevalidator();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <div className="space-y-3">
      {secret ? (
        <div role="status" className="rounded-md border border-gold-500 bg-amber-50 p-3 text-sm">
          <p className="font-medium text-stone-900">Copy this signing secret now: it is not shown again.</p>
          <code className="mt-1 block break-all text-stone-800">{secret}</code>
        </div>
      ) : null}
      {webhook ? (
        <div className="space-y-3">
          <p className="break-all text-sm text-stone-800">
            Changes are POSTed to <span className="font-medium">{webhook.url}</span>, signed in the
            Ujamaa-Signature header.
          </p>
          <Button variant="outline" size="sm" onClick={() => setRemoving(true)}>
            Remove webhook
          </Button>
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title="Remove this webhook?"
            description="No more changes are sent to it, and its delivery log is deleted."
            confirmLabel="Remove webhook"
            pendingLabel="Removing…"
            onConfirm={async () => {
              await removeVendorListWebhook(listId);
              setSecret(null);
              setRemoving(false);
              await revalidator.revalidate();
            }}
          />
          {webhook.deliveries.length > 0 ? (
            <ul aria-label="Deliveries" className="space-y-1 text-sm text-stone-700">
              {webhook.deliveries.map((d) => (
                <li key={d.id}>
                  {formatDay(d.created_at)} · {d.type} · {d.status === "given_up" ? "given up" : d.status} ·{" "}
                  {d.attempts} {d.attempts === 1 ? "try" : "tries"}
                  {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ""}
                  {d.last_error && d.status !== "delivered" ? ` · ${d.last_error}` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">No deliveries yet.</p>
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
              setError(serverMessage(e) ?? "That did not work. Try again.");
            } finally {
              setBusy(false);
            }
          }}
        >
          <div className="min-w-64 flex-1">
            <FormField
              id="webhook-url"
              label="Webhook URL (https)"
              type="url"
              required
              placeholder="https://example.com/ujamaa"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={error}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding…" : "Add webhook"}
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
  return (
    <section aria-labelledby="changes-heading" className="mt-8 space-y-4">
      <h2 id="changes-heading" className="text-lg font-semibold text-stone-900">
        Certification changes
      </h2>
      <Digest listId={listId} on={watch.weekly_digest} />
      <Changes watch={watch} />
      <h3 className="pt-2 font-semibold text-stone-900">Webhook for your systems</h3>
      <WebhookForm listId={listId} webhook={webhook} />
    </section>
  );
}
