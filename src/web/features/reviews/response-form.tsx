import { useId, useState } from "react";
import { REVIEW_LIMITS, REVIEW_MESSAGES, textProblem } from "~/domain/reviews/review-rules";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/field";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { respondToReview } from "~/web/lib/api/reviews";
import { useProblemText } from "./review-problems";

type ResponseFormProps = {
  reviewId: string;
  reviewer: string;
  existing: string | null;
  onSaved(): Promise<void>;
  onCancel(): void;
};

/** The business's public response to one review, written or changed by its owner. */
export function ResponseForm({ reviewId, reviewer, existing, onSaved, onCancel }: ResponseFormProps) {
  const t = useT();
  const problemText = useProblemText();
  const id = useId();
  const [body, setBody] = useState(existing ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = textProblem(body, "Response", REVIEW_LIMITS.response, REVIEW_MESSAGES.response);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await respondToReview(reviewId, body.trim());
      toast.success(t("Response saved"), {
        description: t("{name} can now read your response.", { name: reviewer }),
      });
      await onSaved();
      onCancel();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fields.body);
      toast.error(t("Could not save your response"), {
        description: serverMessage(failure) ?? t("Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("Respond to {name}", { name: reviewer })}
      className="mt-3 space-y-2"
    >
      <Label htmlFor={`${id}-response`}>{t("Your public response")}</Label>
      <Textarea
        id={`${id}-response`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        maxLength={REVIEW_LIMITS.response}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-response-error` : undefined}
      />
      {error && (
        <p id={`${id}-response-error`} className="text-sm text-ember-600">
          {problemText(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t("Saving...") : t("Save response")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t("Cancel")}
        </Button>
      </div>
    </form>
  );
}
