import { type FormEvent, useState } from "react";
import { DOCX_TYPE } from "~/domain/certification/document-rules";
import type { MessageId } from "~/domain/languages/catalogs";
import {
  RESPONSE_FILE_ACCEPT,
  RESPONSE_FILE_MAX_BYTES,
  RESPONSE_LIMITS,
  RESPONSE_MESSAGES,
} from "~/domain/opportunities/opportunity-response-rules";
import { responseFormSchema } from "~/domain/opportunities/opportunity-response-schema";
import { type FieldErrors, fieldErrorsOf } from "~/domain/shared/field-errors";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { controlProps, Field, Select, Textarea } from "~/web/components/ui/field";
import { Input } from "~/web/components/ui/input";
import { toast } from "~/web/components/ui/toast";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import {
  answerOpportunity,
  attachResponseFile,
  type OpportunityResponse,
  removeResponseFile,
  updateResponse,
  withdrawResponse,
} from "~/web/lib/api/opportunity-responses";

type AnswerFormProps = {
  opportunityId: string;
  /** The signed-in owner's active businesses. */
  businesses: { id: string; name: string }[];
  /** Their answer, when they have one: the form edits it. */
  existing?: OpportunityResponse;
  /** After a change: the page reads its data again. */
  onChanged(): void;
};

const FILE_TYPES: readonly string[] = ["application/pdf", DOCX_TYPE];
const NAME_MARK = "\u0001";
/** Too big a file, as the browser finds it before sending. */
export const FILE_TOO_BIG = "Each file must be at most 10 MB.";

/** The browser's pre-check of the files (the server judges them again, by their bytes): an English id. */
function filesProblem(files: File[], kept: number): string | null {
  if (files.length + kept > RESPONSE_LIMITS.files) return RESPONSE_MESSAGES.tooManyFiles;
  if (files.some((f) => f.size > RESPONSE_FILE_MAX_BYTES)) return FILE_TOO_BIG;
  const typed = (f: File) => FILE_TYPES.includes(f.type) || /\.(pdf|docx)$/i.test(f.name);
  if (!files.every(typed)) return RESPONSE_MESSAGES.fileType.message;
  return null;
}

/** "Answer this opportunity": a signed-in owner's answer, written, edited or withdrawn until the deadline. */
export function AnswerForm({ opportunityId, businesses, existing, onChanged }: AnswerFormProps) {
  const t = useT();
  const format = useFormat();
  const messageHint = t("At most {max} characters.", { max: format.number(RESPONSE_LIMITS.message) });
  const filesHint = t("PDF or Word (.docx), at most 10 MB each, {count} in all. Only the poster sees them.", {
    count: RESPONSE_LIMITS.files,
  });
  /** A field's error: the schema's and the browser's are ids; the server's come in the page's language. */
  const shown = (message: string | undefined) => (message ? t(message as MessageId) : undefined);
  const [businessId, setBusinessId] = useState(existing?.business.id ?? businesses[0]?.id ?? "");
  const [message, setMessage] = useState(existing?.message ?? "");
  const [quote, setQuote] = useState(existing?.quote == null ? "" : String(existing.quote));
  const [showName, setShowName] = useState(existing?.show_name_if_awarded ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const kept = existing?.files.length ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = responseFormSchema.safeParse({
      business_id: businessId,
      message,
      quote,
      show_name_if_awarded: showName,
    });
    const problem = filesProblem(files, kept);
    if (!parsed.success || problem) {
      setErrors({
        ...(parsed.success ? {} : fieldErrorsOf(parsed.error)),
        ...(problem ? { files: problem } : {}),
      });
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { business_id, ...fields } = parsed.data;
      const saved = existing
        ? await updateResponse(opportunityId, existing.id, fields)
        : await answerOpportunity(opportunityId, { business_id, ...fields });
      for (const file of files) await attachResponseFile(opportunityId, saved.id, file);
      setFiles([]);
      toast.success(existing ? t("Answer saved") : t("Answer sent"));
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      toast.error(t("Your answer was not saved"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
      onChanged();
    } finally {
      setPending(false);
    }
  }

  async function withdraw() {
    if (!existing) return;
    try {
      await withdrawResponse(opportunityId, existing.id);
      toast.success(t("Answer withdrawn"));
      setWithdrawing(false);
      onChanged();
    } catch (error) {
      toast.error(t("Error"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  async function removeFile(fileId: string) {
    if (!existing) return;
    try {
      await removeResponseFile(opportunityId, existing.id, fileId);
      onChanged();
    } catch (error) {
      toast.error(t("Error"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  // Where the business's name (in bold) sits in "Answering for {name}", in the page's language.
  const answeringFor = t("Answering for {name}", { name: NAME_MARK }).split(NAME_MARK);
  const err = {
    business_id: shown(errors.business_id),
    message: shown(errors.message),
    quote: shown(errors.quote),
    files: shown(errors.files ?? errors.file),
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {existing ? (
        <p className="text-sm text-stone-700">
          {answeringFor[0]}
          <strong>{existing.business.name}</strong>
          {answeringFor[1]}
        </p>
      ) : (
        <Field id="answer-business" label={t("Answer for")} required error={err.business_id}>
          <Select
            {...controlProps("answer-business", { error: err.business_id, required: true })}
            value={businessId}
            onChange={(e) => setBusinessId(e.target.value)}
          >
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id="answer-message" label={t("Message")} required error={err.message} hint={messageHint}>
        <Textarea
          {...controlProps("answer-message", {
            error: err.message,
            required: true,
            hint: messageHint,
          })}
          value={message}
          rows={6}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Field id="answer-quote" label={t("Price quote (USD, optional)")} error={err.quote}>
        <Input
          {...controlProps("answer-quote", { error: err.quote })}
          inputMode="decimal"
          value={quote}
          onChange={(e) => setQuote(e.target.value)}
        />
      </Field>
      <Field id="answer-files" label={t("Attachments (optional)")} error={err.files} hint={filesHint}>
        {existing && existing.files.length > 0 && (
          <ul className="mb-2 space-y-1 text-sm">
            {existing.files.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-2">
                <a href={f.url} className="text-brand-700 underline">
                  {f.file_name}
                </a>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => removeFile(f.id)}
                  aria-label={t("Remove {item}", { item: f.file_name })}
                >
                  {t("Remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Input
          {...controlProps("answer-files", { error: err.files, hint: filesHint })}
          type="file"
          multiple
          accept={RESPONSE_FILE_ACCEPT}
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
          className="h-auto py-2"
        />
      </Field>
      <label className="flex items-start gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={showName}
          onChange={(e) => setShowName(e.target.checked)}
          className="mt-0.5 h-4 w-4"
        />
        {t("Show my business name on the opportunity if my answer is awarded")}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {existing && (
          <Button type="button" variant="outline" onClick={() => setWithdrawing(true)}>
            {t("Withdraw answer")}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? t("Sending...") : existing ? t("Save answer") : t("Send answer")}
        </Button>
      </div>
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title={t("Withdraw your answer?")}
        description={t(
          "Your answer and its attachments are deleted. You can answer again until the deadline.",
        )}
        confirmLabel={t("Withdraw")}
        pendingLabel={t("Withdrawing...")}
        onConfirm={withdraw}
      />
    </form>
  );
}
