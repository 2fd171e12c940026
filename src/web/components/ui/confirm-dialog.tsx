import { type ReactNode, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { useUiText } from "./ui-text";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** Lines under the question: the name of what is at stake, a warning, an error. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs, e.g. "Deleting...". */
  pendingLabel: string;
  /** The action; it reports its own outcome (toast, error line) and closes the dialog when it is done. */
  onConfirm(): Promise<void>;
};

/**
 * A question before something that cannot be undone: an alert dialog that a stray click outside does not
 * dismiss, with Cancel and the destructive action. While the action runs, neither button nor Escape acts.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useUiText();
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog" dismissible={false} showClose={false}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm">{description}</DialogDescription>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {t("Cancel")}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
