import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { type LinkedIdentity, unlinkIdentity } from "~/web/lib/api/identities";

type Outcome = { tone: "success" | "error"; text: string };
type Props = { identity: LinkedIdentity; onClose(): void; onDone(outcome: Outcome): void };

/** Asks before unlinking an identity; a refusal (the last way to sign in…) is told, and nothing changes. */
export function UnlinkIdentityDialog({ identity, onClose, onDone }: Props) {
  const t = useT();
  const message = useMessageText();
  const name = identity.provider_name;
  async function unlink() {
    try {
      await unlinkIdentity(identity.id);
      onDone({ tone: "success", text: t("{name} is unlinked.", { name }) });
    } catch (e) {
      onDone({
        tone: "error",
        text:
          e instanceof ApiError
            ? (message(e.message) ?? e.message)
            : t("Could not unlink that identity. Please try again."),
      });
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("Unlink {name}?", { name })}
      description={
        identity.email
          ? t("You will no longer be able to sign in with {name} as {email}. You can link it again later.", {
              name,
              email: identity.email,
            })
          : t("You will no longer be able to sign in with {name}. You can link it again later.", { name })
      }
      confirmLabel={t("Unlink")}
      pendingLabel={t("Unlinking...")}
      onConfirm={unlink}
    />
  );
}
