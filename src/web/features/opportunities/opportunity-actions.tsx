import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";
import type { Opportunity } from "~/web/lib/api/opportunities";

type OpportunityActionsProps = {
  opportunity: Opportunity;
  onEdit(opportunity: Opportunity): void;
  onClose(opportunity: Opportunity): void;
};

/** Edit and Close, shown to its poster and admins (the answer's can_manage); Close only while open. */
export function OpportunityActions({ opportunity, onEdit, onClose }: OpportunityActionsProps) {
  const t = useT();
  if (!opportunity.can_manage || opportunity.status === "awarded" || opportunity.status === "cancelled")
    return null;
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onEdit(opportunity)}
        aria-label={t("Edit {title}", { title: opportunity.title })}
      >
        {t("Edit")}
      </Button>
      {opportunity.status === "open" && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onClose(opportunity)}
          aria-label={t("Close {title}", { title: opportunity.title })}
        >
          {t("Close")}
        </Button>
      )}
    </div>
  );
}
