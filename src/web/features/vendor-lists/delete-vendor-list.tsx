import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { serverMessage } from "~/web/lib/api/client";
import { deleteVendorList } from "~/web/lib/api/vendor-lists";

/** "Delete list", asked once more: the list, its matches and its watch go; then the lists without it. */
export function DeleteVendorList({ list }: { list: { id: string; name: string } }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    setError(null);
    try {
      await deleteVendorList(list.id);
    } catch (failure) {
      setError(serverMessage(failure) ?? t("Could not delete the list. Please try again."));
      return;
    }
    setOpen(false);
    toast.success(t("Vendor list deleted"), { description: t("{name} was deleted.", { name: list.name }) });
    await navigate("/vendor-lists", { replace: true });
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-ember-600"
        aria-label={t("Delete list {name}", { name: list.name })}
        onClick={() => setOpen(true)}
      >
        {t("Delete list")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setError(null);
          setOpen(next);
        }}
        title={t("Delete this vendor list?")}
        description={t(
          "Its vendors, their matches and your decisions, the certification changes and the webhook are deleted. This cannot be undone.",
        )}
        confirmLabel={t("Delete list")}
        pendingLabel={t("Deleting…")}
        onConfirm={confirmDelete}
      >
        <p className="mt-2 break-words text-sm font-medium text-stone-900">{list.name}</p>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-ember-600">
            {error}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
