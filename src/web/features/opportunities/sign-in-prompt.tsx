import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

/** What a visitor sees on 'Post Opportunity': posting needs an account (part 2 §6). */
export function SignInPrompt({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const to = useLocalPath();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle className="pe-8">{t("Sign in to post an opportunity")}</DialogTitle>
        <DialogDescription className="mt-2">
          {t("Posting a contract opportunity needs an account. Sign in, or create one for free.")}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            {t("Not now")}
          </Button>
          <Button asChild>
            <Link to={to("/auth")}>{t("Sign In")}</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
