import { useEffect, useRef, useState } from "react";
import {
  CONTACT_LIMITS,
  type ContactFieldErrors,
  type ContactMessageInput,
  checkContactMessage,
} from "~/domain/contact/contact-message-schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { Label } from "~/web/components/ui/label";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { sendContactMessage } from "~/web/lib/api/contact";
import { cn } from "~/web/lib/cn";

type Field = keyof ContactMessageInput;
const FIELDS: Field[] = ["name", "email", "subject", "message"];

/** The page action's answer when the form was posted without JavaScript. */
export type ContactFormResult =
  | { sent: true; name: string }
  | { sent: false; fields: ContactFieldErrors; error?: string; values: Partial<Record<Field, string>> };

type Props = { defaults: { name: string; email: string }; result?: ContactFormResult };

function Confirmation({ name }: { name: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-brand-100 bg-brand-50 p-6 outline-none"
    >
      <h2 className="text-lg font-semibold text-brand-900">{t("Message sent")}</h2>
      <p className="mt-2 text-brand-900">
        {t("Thank you, {name}. Your message has been sent; we reply within two business days.", { name })}
      </p>
    </div>
  );
}

/**
 * Name, e-mail, subject and message. With JavaScript it posts to the API and shows errors in
 * place; without, the page's action answers the same way. The checks' messages are English ids of the
 * `info` catalogue, shown in the page's language; the server's come as it wrote them.
 */
export function ContactForm({ defaults, result }: Props) {
  const t = useT();
  const text = useMessageText();
  const posted = result && !result.sent ? result : undefined;
  const [errors, setErrors] = useState<ContactFieldErrors>(posted?.fields ?? {});
  const [formError, setFormError] = useState(posted?.error);
  const [busy, setBusy] = useState(false);
  const [sentName, setSentName] = useState(result?.sent ? result.name : undefined);
  const formRef = useRef<HTMLFormElement>(null);

  if (sentName !== undefined) return <Confirmation name={sentName} />;

  const focusFirstError = (fields: ContactFieldErrors) => {
    const first = FIELDS.find((f) => fields[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(
      FIELDS.map((f) => [f, String(new FormData(event.currentTarget).get(f) ?? "")]),
    );
    const checked = checkContactMessage(values);
    setFormError(undefined);
    if (!checked.ok) {
      setErrors(checked.fields);
      focusFirstError(checked.fields);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const sent = await sendContactMessage(checked.data);
      setSentName(sent.name);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        focusFirstError(error.fields);
      } else {
        setFormError(
          error instanceof ApiError ? error.message : t("We could not send your message. Please try again."),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  const value = (f: Field) => posted?.values[f] ?? (f === "name" || f === "email" ? defaults[f] : "");
  const messageDescribed = errors.message ? "message-error" : undefined;
  return (
    <section
      aria-labelledby="contact-form-title"
      className="rounded-lg border border-stone-200 bg-white p-5 md:p-6"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-stone-900">
        {t("Send us a message")}
      </h2>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        className="mt-4 space-y-4"
        aria-label={t("Contact form")}
      >
        {formError ? <Alert tone="error">{text(formError)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="name"
            label={t("Name")}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            defaultValue={value("name")}
            error={text(errors.name)}
            required
          />
          <FormField
            id="email"
            label={t("Email")}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            defaultValue={value("email")}
            error={text(errors.email)}
            required
          />
        </div>
        <FormField
          id="subject"
          label={t("Subject")}
          maxLength={CONTACT_LIMITS.subject}
          defaultValue={value("subject")}
          error={text(errors.subject)}
          required
        />
        <div className="space-y-1.5">
          <Label htmlFor="message">{t("Message")}</Label>
          <textarea
            id="message"
            name="message"
            rows={7}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={value("message")}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={messageDescribed}
            className={cn(
              "block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-ember-600 md:text-sm",
            )}
          />
          {errors.message ? (
            <p id="message-error" className="text-sm text-ember-600">
              {text(errors.message)}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          aria-disabled={busy || undefined}
          className="w-full sm:w-auto"
        >
          {busy ? t("Sending...") : t("Send Message")}
        </Button>
      </form>
    </section>
  );
}
