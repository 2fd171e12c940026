import { useId, useState } from "react";
import { REVIEW_LIMITS, REVIEW_MESSAGES, textProblem } from "~/domain/reviews/review-rules";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { Textarea } from "~/web/components/ui/field";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { useProblemText } from "./review-problems";

type ReasonDialogProps = {
  open: boolean;
  title?: string;
  description?: string;
  label: string;
  submitLabel?: string;
  pendingLabel?: string;
  destructive?: boolean;
  /** The toast's title when sending fails. */
  failure: string;
  /** Sends the trimmed reason; the dialog closes when it resolves. */
  onSend(reason: string): Promise<void>;
  onFailed?(): Promise<void>;
  onClose(): void;
};

/** A dialog that asks for a reason (reporting or moderating a review) and sends it; its caller words it. */
export function ReasonDialog({
  open,
  title,
  description,
  label,
  submitLabel,
  pendingLabel,
  destructive = false,
  failure,
  onSend,
  onFailed,
  onClose,
}: ReasonDialogProps) {
  const t = useT();
  const problemText = useProblemText();
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    setReason("");
    setError(undefined);
    onClose();
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!open) return;
    const problem = textProblem(reason, "Reason", REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await onSend(reason.trim());
      close();
    } catch (thrown) {
      if (thrown instanceof ApiError) setError(thrown.fields.reason);
      toast.error(failure, { description: serverMessage(thrown) ?? t("Please try again.") });
      await onFailed?.();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && close()}>
      <DialogContent>
        <DialogTitle className="pe-8">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <form onSubmit={send} noValidate className="mt-4 space-y-2">
          <Label htmlFor={`${id}-reason`}>{label}</Label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVIEW_LIMITS.reason}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
          />
          {error && (
            <p id={`${id}-reason-error`} className="text-sm text-ember-600">
              {problemText(error)}
            </p>
          )}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t("Cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
              {busy ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
