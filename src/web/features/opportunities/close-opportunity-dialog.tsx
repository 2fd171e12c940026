import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { api, type Opportunity } from "~/web/lib/api";

type CloseOpportunityDialogProps = {
  opportunity: Opportunity | null;
  onClose(): void;
  onClosed(opportunity: Opportunity): void;
};

/** Confirms closing an opportunity: it leaves the list; its poster and admins can still open it. */
export function CloseOpportunityDialog({ opportunity, onClose, onClosed }: CloseOpportunityDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm(target: Opportunity) {
    setBusy(true);
    try {
      const closed = await api.closeOpportunity(target.id);
      toast.success("Opportunity closed", { description: `${closed.title} no longer appears in the list.` });
      onClosed(closed);
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={opportunity !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      {opportunity && (
        <DialogContent dismissible={false}>
          <DialogTitle className="pr-8">Close this opportunity?</DialogTitle>
          <DialogDescription className="mt-2">
            {opportunity.title} will no longer be listed, and businesses can no longer find it.
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="button" variant="destructive" onClick={() => confirm(opportunity)} disabled={busy}>
              {busy ? "Closing..." : "Close Opportunity"}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
