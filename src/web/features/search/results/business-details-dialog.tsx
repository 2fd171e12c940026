import { Link } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { BusinessDetails } from "~/web/features/businesses/page/business-details";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

type BusinessDetailsDialogProps = { business: Business | null; now: Date; onClose: () => void };

/** The directory's View Details modal, with a link to the business's own page. */
export function BusinessDetailsDialog({ business, now, onClose }: BusinessDetailsDialogProps) {
  const t = useT();
  const local = useLocalPath();
  return (
    <Dialog open={business !== null} onOpenChange={(open) => !open && onClose()}>
      {business && (
        <DialogContent className="max-w-2xl">
          <DialogTitle className="pe-8 text-xl">{business.name}</DialogTitle>
          <DialogDescription className="sr-only">
            {t("Details of {name}", { name: business.name })}
          </DialogDescription>
          <div className="mt-4">
            <BusinessDetails business={business} now={now} />
          </div>
          <div className="mt-6 flex justify-end">
            <Button asChild variant="outline">
              <Link to={local(`/business/${business.id}`)}>{t("Open business page")}</Link>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
