import { useId, useState } from "react";
import {
  type ModerationAction,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  textProblem,
} from "~/domain/reviews/review-rules";
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
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { moderateReview } from "~/web/lib/api/reviews";

export const ACTION_TEXT: Record<
  ModerationAction,
  { button: string; title: string; description: string; done: string; pending: string }
> = {
  hide: {
    button: "Hide",
    title: "Hide this review?",
    description: "It leaves the business's page and its rating at once. You can restore it later.",
    done: "Review hidden",
    pending: "Hiding...",
  },
  restore: {
    button: "Restore",
    title: "Restore this review?",
    description: "It is shown on the business's page again and counts in its rating.",
    done: "Review restored",
    pending: "Restoring...",
  },
  dismiss: {
    button: "Keep",
    title: "Keep this review?",
    description: "Its reports are dismissed and it stays on the business's page.",
    done: "Reports dismissed",
    pending: "Saving...",
  },
};

type ModerationDialogProps = {
  target: { id: string; author: string; action: ModerationAction } | null;
  onClose(): void;
  onDone(): Promise<void>;
};

/** An admin's decision about a review, with the reason that is recorded with it. */
export function ModerationDialog({ target, onClose, onDone }: ModerationDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const text = target ? ACTION_TEXT[target.action] : null;

  function close() {
    setReason("");
    setError(undefined);
    onClose();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target || !text) return;
    const problem = textProblem(reason, "Reason", REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await moderateReview(target.id, { action: target.action, reason: reason.trim() });
      toast.success(text.done, { description: `${target.author}'s review: ${reason.trim()}` });
      await onDone();
      close();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields.reason);
      toast.error("Could not save the decision", {
        description: serverMessage(failure) ?? "Please try again.",
      });
      await onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent>
        <DialogTitle className="pr-8">{text?.title}</DialogTitle>
        <DialogDescription className="mt-2">{text?.description}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-2">
          <Label htmlFor={`${id}-reason`}>Reason (recorded with your name)</Label>
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
              {error}
            </p>
          )}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={target?.action === "hide" ? "destructive" : "default"}
              disabled={busy}
            >
              {busy ? text?.pending : text?.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
