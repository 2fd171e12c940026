import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { ApiError } from "~/web/lib/api/client";
import { type LinkedIdentity, unlinkIdentity } from "~/web/lib/api/identities";

type Outcome = { tone: "success" | "error"; text: string };
type Props = { identity: LinkedIdentity; onClose(): void; onDone(outcome: Outcome): void };

/** Asks before unlinking an identity; a refusal (the last way to sign in…) is told, and nothing changes. */
export function UnlinkIdentityDialog({ identity, onClose, onDone }: Props) {
  async function unlink() {
    try {
      await unlinkIdentity(identity.id);
      onDone({ tone: "success", text: `${identity.provider_name} is unlinked.` });
    } catch (e) {
      onDone({
        tone: "error",
        text: e instanceof ApiError ? e.message : "Could not unlink that identity. Please try again.",
      });
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Unlink ${identity.provider_name}?`}
      description={`You will no longer be able to sign in with ${identity.provider_name}${identity.email ? ` as ${identity.email}` : ""}. You can link it again later.`}
      confirmLabel="Unlink"
      pendingLabel="Unlinking..."
      onConfirm={unlink}
    />
  );
}
