import { useState } from "react";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { toast } from "~/web/components/ui/toast";
import { authCall } from "~/web/lib/api";

/** The second step of sign-in for accounts with an authenticator app (or a backup code). */
export function TwoFactorForm({ onSignedIn, onCancel }: { onSignedIn(): void; onCancel(): void }) {
  const [backup, setBackup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!backup && !/^\d{6}$/.test(code))
      return setError("Enter the 6-digit code from your authenticator app");
    if (backup && code.length < 6) return setError("Enter one of your backup codes");
    setError(null);
    setBusy(true);
    const result = await authCall(backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", {
      code,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? "That code is not valid.");
      toast.error("Sign in failed", { description: result.message ?? "An error occurred during sign in." });
      return;
    }
    onSignedIn();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-factor authentication">
      <p className="text-sm text-stone-600">
        {backup
          ? "Enter one of the backup codes you saved when you turned on two-factor authentication."
          : "Open your authenticator app and enter the 6-digit code for Ujamaa."}
      </p>
      <FormField
        key={backup ? "backup" : "totp"}
        id="two-factor-code"
        name="code"
        label={backup ? "Backup code" : "Authentication code"}
        inputMode={backup ? "text" : "numeric"}
        autoComplete="one-time-code"
        error={error ?? undefined}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex justify-between text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={() => setBackup(!backup)}>
          {backup ? "Use the authenticator app" : "Use a backup code"}
        </button>
        <button type="button" className="text-brand-700 hover:underline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
