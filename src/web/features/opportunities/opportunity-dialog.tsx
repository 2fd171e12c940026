import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { useT } from "~/web/features/languages/language-context";
import type { Opportunity } from "~/web/lib/api/opportunities";
import { OpportunityForm } from "./opportunity-form";

export type OpportunityDialogProps = {
  open: boolean;
  /** The opportunity to edit; none opens 'Create New Opportunity'. */
  opportunity?: Opportunity;
  onClose(): void;
  onSaved(opportunity: Opportunity): void;
};

/** 'Create New Opportunity' (or 'Edit Opportunity'): the form in a dialog that closes once saved. */
export function OpportunityDialog({ open, opportunity, onClose, onSaved }: OpportunityDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl" dismissible={false}>
        <DialogTitle className="pe-8 text-xl">
          {opportunity ? t("Edit Opportunity") : t("Create New Opportunity")}
        </DialogTitle>
        <DialogDescription className="mt-1">
          {opportunity
            ? opportunity.title
            : t("Post a contract opportunity for the businesses in our network.")}
        </DialogDescription>
        <div className="mt-6">
          <OpportunityForm opportunity={opportunity} onSaved={onSaved} onCancel={onClose} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
