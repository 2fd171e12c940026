import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";

/** Stands in for the storefront wizard until it ships: points to the storefront manager. */
export function StorefrontPlaceholderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create Your Storefront</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          The storefront wizard opens from your Storefront Manager, where you can list your business and
          publish it to the directory.
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button asChild>
            <Link to="/storefront-manager" onClick={() => onOpenChange(false)}>
              Go to Storefront Manager
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
