import { useId, useState } from "react";
import { REVIEW_LIMITS, reviewFormProblems } from "~/domain/reviews/review-rules";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/field";
import { Icon } from "~/web/components/ui/icon";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useFormat, useT } from "~/web/features/languages/language-context";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { writeReview } from "~/web/lib/api/reviews";
import { cn } from "~/web/lib/cn";
import { STAR_WORDS } from "./review-labels";
import { useProblemText } from "./review-problems";

type ReviewFormProps = {
  businessId: string;
  businessName: string;
  /** The customer's review when they edit it. */
  existing?: { rating: number; body: string };
  /** After the review is saved: reads the page again. */
  onSaved(): Promise<void>;
  onCancel?(): void;
};

/**
 * Writing or editing a review: the rating as a radio group (each choice a labelled radio, usable
 * with the keyboard and a screen reader), the text with its count, the rules the API checks.
 */
export function ReviewForm({ businessId, businessName, existing, onSaved, onCancel }: ReviewFormProps) {
  const t = useT();
  const format = useFormat();
  const problemText = useProblemText();
  const id = useId();
  const [rating, setRating] = useState(existing ? String(existing.rating) : "");
  const [body, setBody] = useState(existing?.body ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** A field's error goes as soon as the field is right; a new one waits for the next submit. */
  function edit(field: "rating" | "body", value: string) {
    if (field === "rating") setRating(value);
    else setBody(value);
    if (!errors[field] || reviewFormProblems({ rating, body, [field]: value })[field]) return;
    setErrors(({ [field]: _fixed, ...others }) => others);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = reviewFormProblems({ rating, body });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await writeReview(businessId, { rating: Number(rating), body: body.trim() });
      toast.success(existing ? t("Review updated") : t("Review posted"), {
        description: t("Thank you for reviewing {name}.", { name: businessName }),
      });
      await onSaved();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      toast.error(existing ? t("Could not update your review") : t("Could not post your review"), {
        description: serverMessage(error) ?? t("Please try again."),
      });
    } finally {
      setBusy(false);
    }
  }

  const ratingError = problemText(errors.rating);
  const bodyError = problemText(errors.body);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={existing ? t("Edit your review") : t("Write a review")}
      className="space-y-4"
    >
      <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-stone-800">{t("Your rating")}</legend>
        <div className="mt-2 grid max-w-md grid-cols-5 gap-1.5">
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <label
              key={n}
              className={cn(
                "relative flex cursor-pointer flex-col items-center rounded-md border px-1 py-1.5 text-center",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                rating === String(n)
                  ? "border-gold-500 bg-amber-50 text-stone-900"
                  : "border-stone-300 bg-white hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === String(n)}
                onChange={() => edit("rating", String(n))}
                aria-invalid={ratingError ? true : undefined}
                className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="flex items-center gap-1 font-semibold">
                <Icon
                  name="star"
                  className={cn(
                    "h-4 w-4",
                    Number(rating) >= n ? "fill-gold-400 text-gold-500" : "text-stone-400",
                  )}
                />
                {n}
                <span className="sr-only">{` ${t("{count, plural, one {star,} other {stars,}}", { count: n })}`}</span>
              </span>
              <span className="text-[11px] leading-tight text-stone-600 sm:text-xs">{t(STAR_WORDS[n])}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-ember-600">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-body`}>{t("Your review")}</Label>
        <Textarea
          id={`${id}-body`}
          name="body"
          value={body}
          onChange={(event) => edit("body", event.target.value)}
          maxLength={REVIEW_LIMITS.body}
          rows={5}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={`${id}-body-hint${bodyError ? ` ${id}-body-error` : ""}`}
        />
        <p id={`${id}-body-hint`} className="flex justify-between gap-3 text-xs text-stone-500">
          <span>{t("Shown with your first name and last initial. Links are shown as plain text.")}</span>
          <span className="shrink-0 tabular-nums">{`${format.number(body.length)} / ${format.number(REVIEW_LIMITS.body)}`}</span>
        </p>
        {bodyError && (
          <p id={`${id}-body-error`} className="text-sm text-ember-600">
            {bodyError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("Saving...") : existing ? t("Save changes") : t("Post review")}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t("Cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
