import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";

/** What a visitor sees on 'Post Opportunity': posting needs an account (part 2 §6). */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="pr-8">Sign in to post an opportunity</DialogTitle>
        <DialogDescription className="mt-2">
          Posting a contract opportunity needs an account. Sign in, or create one for free.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
