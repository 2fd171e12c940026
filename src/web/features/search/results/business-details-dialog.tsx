import { Link } from "react-router";
import type { Business } from "~/domain/businesses/business-schema";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { BusinessDetails } from "~/web/features/businesses/page/business-details";

type BusinessDetailsDialogProps = { business: Business | null; now: Date; onClose: () => void };

/** The directory's View Details modal, with a link to the business's own page. */
export function BusinessDetailsDialog({ business, now, onClose }: BusinessDetailsDialogProps) {
  return (
    <Dialog open={business !== null} onOpenChange={(open) => !open && onClose()}>
      {business && (
        <DialogContent className="max-w-2xl">
          <DialogTitle className="pr-8 text-xl">{business.name}</DialogTitle>
          <DialogDescription className="sr-only">{`Details of ${business.name}`}</DialogDescription>
          <div className="mt-4">
            <BusinessDetails business={business} now={now} />
          </div>
          <div className="mt-6 flex justify-end">
            <Button asChild variant="outline">
              <Link to={`/business/${business.id}`}>Open business page</Link>
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
