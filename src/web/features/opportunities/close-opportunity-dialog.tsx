import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { closeOpportunity, type Opportunity } from "~/web/lib/api/opportunities";

type CloseOpportunityDialogProps = {
  opportunity: Opportunity | null;
  onClose(): void;
  onClosed(opportunity: Opportunity): void;
};

/** Confirms closing an opportunity: it leaves the list; its poster and admins can still open it. */
export function CloseOpportunityDialog({ opportunity, onClose, onClosed }: CloseOpportunityDialogProps) {
  if (!opportunity) return null;
  const target = opportunity;

  async function confirmClose() {
    try {
      const closed = await closeOpportunity(target.id);
      toast.success("Opportunity closed", { description: `${closed.title} no longer appears in the list.` });
      onClosed(closed);
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "Please try again." });
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title="Close this opportunity?"
      description={`${target.title} will no longer be listed, and businesses can no longer find it.`}
      confirmLabel="Close Opportunity"
      pendingLabel="Closing..."
      onConfirm={confirmClose}
    />
  );
}
