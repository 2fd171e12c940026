import { type FormEvent, useId, useState } from "react";
import { CREDENTIAL_MAX_CHARS } from "~/domain/certification/credential-schema";
import type { MessageId } from "~/domain/languages/catalogs";
import { Button } from "~/web/components/ui/button";
import { controlProps, Field, Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { useT } from "~/web/features/languages/language-context";
import { ApiError, OFFLINE, serverMessage } from "~/web/lib/api/client";
import { type CredentialCheckAnswer, checkCredential } from "~/web/lib/api/credentials";
import { cn } from "~/web/lib/cn";

/** How a credential's text begins: a sample, the same in every language. */
const CREDENTIAL_SAMPLE = "eyJhbGciOiJFZERTQSIs…";

const STATUS_WORDS: Record<CredentialCheckAnswer["status"], MessageId> = {
  current: "Current",
  revoked: "Revoked",
  expired: "Expired",
  unknown: "Unknown",
};

/** What the check found, in words: the signature first, then whether the certificate still counts. */
function CheckResult({ result }: { result: CredentialCheckAnswer }) {
  const t = useT();
  const good = result.signature === "valid" && result.status === "current";
  return (
    <div
      className={cn(
        "space-y-1 rounded-md border-2 p-4 text-sm",
        good ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900",
      )}
    >
      <p className="flex items-center gap-2 text-base font-semibold">
        <Icon name={good ? "shield-check" : "x"} className="h-5 w-5" />
        {result.signature === "valid" ? t("Signature valid") : t("Signature invalid")}
      </p>
      {result.signature === "valid" && (
        <p className="font-semibold">{t("Status: {status}", { status: t(STATUS_WORDS[result.status]) })}</p>
      )}
      <p>{result.message}</p>
      {result.business_name && (
        <p>
          {`${result.business_name} · ${result.tier ? t(result.tier as MessageId) : ""} · ${t(
            "No. {number}",
            {
              number: result.certificate_number ?? "",
            },
          )}`}
        </p>
      )}
    </div>
  );
}

/**
 * "Check a credential": a credential file (.jwt, .json, .txt) or its pasted text, sent to the public check,
 * which says whether our signature holds and whether the certificate is current or revoked.
 */
export function CredentialCheck() {
  const t = useT();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<CredentialCheckAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  async function readFile(file: File | undefined) {
    if (!file) return;
    if (file.size > CREDENTIAL_MAX_CHARS * 4) {
      setError(t("This file is too large to be a credential."));
      return;
    }
    setText(await file.text());
    setError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!text.trim()) {
      setError(t("Paste a credential or choose its file."));
      return;
    }
    setBusy(true);
    try {
      setResult(await checkCredential(text));
      setError(undefined);
    } catch (e) {
      setError(
        (e instanceof ApiError && e.fields.credential) ||
          serverMessage(e) ||
          (e instanceof ApiError ? e.message : t(OFFLINE)),
      );
    } finally {
      setBusy(false);
    }
  }

  const textId = `${id}-text`;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t("Check a credential")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t("A verifiable credential downloaded from a business's page: choose its file or paste its text.")}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium text-stone-900">
            {t("Credential file")}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".jwt,.json,.txt,application/vc+jwt,application/json,text/plain"
            className="block w-full text-sm text-stone-700 file:me-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5"
            onChange={(e) => void readFile(e.currentTarget.files?.[0])}
          />
        </div>
        <Field id={textId} label={t("Credential text")} error={error}>
          <Textarea
            {...controlProps(textId, { error })}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={4}
            spellCheck={false}
            autoComplete="off"
            className="font-mono text-xs md:text-xs"
            placeholder={CREDENTIAL_SAMPLE}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <Icon name="shield-check" className="h-4 w-4" />
          {busy ? t("Checking…") : t("Check credential")}
        </Button>
      </form>
      {error && (
        <p role="alert" className="sr-only">
          {error}
        </p>
      )}
      <div aria-live="polite" className="mt-3">
        {result && <CheckResult result={result} />}
      </div>
    </section>
  );
}
