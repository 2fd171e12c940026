import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { ApiError, api, type LinkedIdentity } from "~/web/lib/api";

type Outcome = { tone: "success" | "error"; text: string };
type Props = { identity: LinkedIdentity; onClose(): void; onDone(outcome: Outcome): void };

/** Asks before unlinking an identity; a refusal (the last way to sign in…) is told, and nothing changes. */
export function UnlinkIdentityDialog({ identity, onClose, onDone }: Props) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await api.unlinkIdentity(identity.id);
      onDone({ tone: "success", text: `${identity.provider_name} is unlinked.` });
    } catch (e) {
      onDone({
        tone: "error",
        text: e instanceof ApiError ? e.message : "Could not unlink that identity. Please try again.",
      });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent role="alertdialog" dismissible={false} showClose={false}>
        <DialogTitle>Unlink {identity.provider_name}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {`You will no longer be able to sign in with ${identity.provider_name}${identity.email ? ` as ${identity.email}` : ""}. You can link it again later.`}
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? "Unlinking..." : "Unlink"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
