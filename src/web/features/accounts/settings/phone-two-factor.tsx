import { useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { toast } from "~/web/components/ui/toast";
import { PasswordField } from "~/web/features/accounts/password-fields";
import { CodeStep } from "~/web/features/accounts/phone/code-step";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";
import type { Profile } from "~/web/lib/api/me";

/**
 * Two-factor authentication by text (factor_type phone): sign-in then asks for a code texted to the
 * verified number. Turned on with the password and a first texted code; off with the password.
 */
export function PhoneTwoFactor({ profile }: { profile: Profile }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [step, setStep] = useState<"idle" | "password" | "code">("idle");
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const on = profile.two_factor_type === "phone";

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError(t("Enter your password"));
    setBusy(true);
    try {
      if (on) {
        try {
          await authCall("/two-factor/disable", { password });
        } catch (failure) {
          return setError(serverMessage(failure) ?? t("Please try again."));
        }
        toast.success(t("Two-factor authentication is off"));
        setStep("idle");
        await revalidator.revalidate();
        return;
      }
      // Without a method, enable makes backup codes (and an authenticator key left unconfirmed);
      // two-factor turns on only when the first texted code comes back (verify-otp).
      let enabled: Awaited<ReturnType<typeof authCall<"/two-factor/enable">>>;
      try {
        enabled = await authCall("/two-factor/enable", { password });
      } catch (failure) {
        return setError(serverMessage(failure) ?? t("Could not start two-factor set-up."));
      }
      if (!("backupCodes" in enabled)) return setError(t("Could not start two-factor set-up."));
      setBackupCodes(enabled.backupCodes);
      // A code that does not go out is asked for again with "Send a new code".
      await authCall("/two-factor/send-otp", {}).catch((failure: unknown) =>
        console.warn("Could not text the code", failure),
      );
      setError(undefined);
      setStep("code");
    } finally {
      setBusy(false);
    }
  }

  if (profile.two_factor_type === "totp" || !profile.phone_number_verified) return null;
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="font-medium">{t("Two-factor authentication by text")}</h3>
      <p className="mt-1 text-sm text-stone-600">
        {on
          ? t("On: signing in asks for a code texted to this number.")
          : t("Ask for a code texted to this number each time you sign in with your password.")}
      </p>
      {step === "code" ? (
        <div className="mt-3 space-y-3">
          {backupCodes ? (
            <Alert tone="warning">
              <p className="font-medium">
                {t("Save these backup codes. Each works once if you lose your phone.")}
              </p>
              <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t("Backup codes")}>
                {backupCodes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <CodeStep
            notice={t("We texted a code to your number. Enter it to turn two-factor authentication on.")}
            failureTitle={t("Couldn't turn it on")}
            submitLabel={t("Verify and Turn On")}
            onCode={async (code) => {
              try {
                await authCall("/two-factor/verify-otp", { code });
              } catch (failure) {
                return serverMessage(failure) ?? "That code is not valid.";
              }
              toast.success(t("Two-factor authentication is on"));
              setStep("idle");
              setBackupCodes(null);
              await revalidator.revalidate();
              return null;
            }}
            onResend={async () => {
              await authCall("/two-factor/send-otp", {});
            }}
            onBack={() => setStep("idle")}
            backLabel={t("Cancel")}
          />
        </div>
      ) : step === "password" ? (
        <form onSubmit={start} noValidate className="mt-3 space-y-3">
          <PasswordField
            id="phone-two-factor-password"
            name="password"
            label={t("Confirm your password")}
            autoComplete="current-password"
            error={error}
          />
          <div className="flex gap-2">
            <Button type="submit" variant={on ? "destructive" : "default"} disabled={busy}>
              {on ? t("Turn Off") : t("Text Me a Code")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setStep("idle")}>
              {t("Cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-3" variant={on ? "outline" : "default"} onClick={() => setStep("password")}>
          {on ? t("Turn Off Texted Codes") : t("Use Texted Codes")}
        </Button>
      )}
    </div>
  );
}
