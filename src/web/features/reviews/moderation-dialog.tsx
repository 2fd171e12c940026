import type { MessageId } from "~/domain/languages/catalogs";
import type { ModerationAction } from "~/domain/reviews/review-rules";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { moderateReview } from "~/web/lib/api/reviews";
import { ReasonDialog } from "./reason-dialog";

/** Each decision's words: the admin catalogue's ids, shown in the page's language. */
export const ACTION_TEXT: Record<
  ModerationAction,
  { button: MessageId; title: MessageId; description: MessageId; done: MessageId; pending: MessageId }
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
  const t = useT();
  const text = target ? ACTION_TEXT[target.action] : null;

  async function send(reason: string) {
    if (!target || !text) return;
    await moderateReview(target.id, { action: target.action, reason });
    toast.success(t(text.done), {
      description: t("{author}'s review: {reason}", { author: target.author, reason }),
    });
    await onDone();
  }

  return (
    <ReasonDialog
      open={target !== null}
      title={text ? t(text.title) : undefined}
      description={text ? t(text.description) : undefined}
      label={t("Reason (recorded with your name)")}
      submitLabel={text ? t(text.button) : undefined}
      pendingLabel={text ? t(text.pending) : undefined}
      destructive={target?.action === "hide"}
      failure={t("Could not save the decision")}
      onSend={send}
      onFailed={onDone}
      onClose={onClose}
    />
  );
}
