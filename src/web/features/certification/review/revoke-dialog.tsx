import { useId, useState } from "react";
import { REVOCATION_REASON_MAX } from "~/domain/certification/certification-api-schema";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Textarea } from "~/web/components/ui/field";
import { Label } from "~/web/components/ui/label";
import { useT } from "~/web/features/languages/language-context";

type RevokeDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  businessName: string;
  tier: string;
  /** Sends the revocation; true when it is done (the dialog then closes). */
  onRevoke(reason: string): Promise<boolean>;
};

/**
 * 'Revoke certification': a confirmation with the required reason (decision 045). The owner is told the
 * reason; the public check shows only that the certificate was revoked, and when.
 */
export function RevokeDialog({ open, onOpenChange, businessName, tier, onRevoke }: RevokeDialogProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  async function revoke() {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    if (await onRevoke(reason)) {
      setReason("");
      onOpenChange(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setMissing(false);
        onOpenChange(next);
      }}
      title={t("Revoke certification")}
      description={t(
        '{name} loses its {tier} badge at once, everywhere, and its certificate reads "Revoked". Its yearly payment is stopped. This cannot be undone: the business would have to apply again.',
        { name: businessName, tier },
      )}
      confirmLabel={t("Revoke certification")}
      pendingLabel={t("Revoking...")}
      onConfirm={revoke}
    >
      <div className="mt-4 space-y-1.5">
        <Label htmlFor={`${id}-reason`}>{t("Reason (sent to the owner, never shown publicly)")}</Label>
        <Textarea
          id={`${id}-reason`}
          value={reason}
          required
          maxLength={REVOCATION_REASON_MAX}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          placeholder={t("e.g. The ownership affidavit was found to be false.")}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setMissing(false);
          }}
          className="min-h-24"
        />
        {missing && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t("Give a reason for the revocation.")}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
