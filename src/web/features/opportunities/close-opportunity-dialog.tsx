import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { closeOpportunity, type Opportunity } from "~/web/lib/api/opportunities";

type CloseOpportunityDialogProps = {
  opportunity: Opportunity | null;
  onClose(): void;
  onClosed(opportunity: Opportunity): void;
};

/** Confirms closing an opportunity: it leaves the list; its poster and admins can still open it. */
export function CloseOpportunityDialog({ opportunity, onClose, onClosed }: CloseOpportunityDialogProps) {
  const t = useT();
  if (!opportunity) return null;
  const target = opportunity;

  async function confirmClose() {
    try {
      const closed = await closeOpportunity(target.id);
      toast.success(t("Opportunity closed"), {
        description: t("{title} no longer appears in the list.", { title: closed.title }),
      });
      onClosed(closed);
    } catch (error) {
      toast.error(t("Error"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t("Close this opportunity?")}
      description={t("{title} will no longer be listed, and businesses can no longer find it.", {
        title: target.title,
      })}
      confirmLabel={t("Close Opportunity")}
      pendingLabel={t("Closing...")}
      onConfirm={confirmClose}
    />
  );
}
