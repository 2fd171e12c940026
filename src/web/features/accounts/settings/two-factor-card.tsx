import QRCode from "qrcode";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { FormField } from "~/web/components/ui/form-field";
import { toast } from "~/web/components/ui/toast";
import { PasswordField } from "~/web/features/accounts/password-fields";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { disableTwoFactor } from "~/web/lib/api/me";

type Enrolment = { uri: string; secret: string; qr: string; backupCodes: string[] };

/** TOTP: enrol with a QR code or the key, keep the backup codes, confirm with a code; turn off with a code. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const text = useMessageText();
  const revalidator = useRevalidator();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function start(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (!password) return setError(t("Enter your password"));
    setBusy(true);
    let enabled: Awaited<ReturnType<typeof authCall<"/two-factor/enable">>>;
    try {
      enabled = await authCall("/two-factor/enable", { password });
    } catch (failure) {
      return setError(serverMessage(failure) ?? t("Could not start two-factor set-up."));
    } finally {
      setBusy(false);
    }
    // Enabling without a method answers the authenticator app's key (the "totp" method).
    if (!("totpURI" in enabled)) return setError(t("Could not start two-factor set-up."));
    setError(undefined);
    const { totpURI, backupCodes } = enabled;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const qr = await QRCode.toDataURL(totpURI, { margin: 1, width: 200 });
    setEnrolment({ uri: totpURI, secret, qr, backupCodes });
  }

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!/^\d{6}$/.test(code)) return setError(t("Enter the 6-digit code from your authenticator app"));
    setBusy(true);
    try {
      await authCall("/two-factor/verify-totp", { code });
    } catch (failure) {
      return setError(serverMessage(failure) ?? t("That code is not valid."));
    } finally {
      setBusy(false);
    }
    setEnrolment(null);
    setError(undefined);
    toast.success(t("Two-factor authentication is on"));
    await revalidator.revalidate();
  }

  async function disable(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    setBusy(true);
    try {
      await disableTwoFactor(code);
    } catch (err) {
      setBusy(false);
      return setError(
        err instanceof ApiError
          ? (text(err.fields.code ?? err.message) ?? err.message)
          : t("Please try again."),
      );
    }
    setBusy(false);
    setError(undefined);
    toast.success(t("Two-factor authentication is off"));
    await revalidator.revalidate();
  }

  return (
    <Card aria-labelledby="two-factor-title">
      <CardTitle id="two-factor-title">{t("Two-Factor Authentication")}</CardTitle>
      <CardDescription>
        {enabled
          ? t("On: signing in asks for a code from your authenticator app.")
          : t("Add a second step to sign-in with an authenticator app.")}
      </CardDescription>
      {enabled ? (
        <form onSubmit={disable} noValidate className="mt-4 space-y-3">
          <FormField
            id="disable-code"
            name="code"
            label={t("Authentication code")}
            inputMode="numeric"
            error={error}
          />
          <Button type="submit" variant="destructive" disabled={busy}>
            {t("Turn Off Two-Factor")}
          </Button>
        </form>
      ) : enrolment ? (
        <div className="mt-4 space-y-4">
          <img
            src={enrolment.qr}
            alt={t("QR code to scan with your authenticator app")}
            width={200}
            height={200}
          />
          <p className="text-sm">
            {t("Can't scan it? Enter this key:")}{" "}
            <code className="break-all rounded bg-stone-100 px-1" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <Alert tone="warning">
            <p className="font-medium">
              {t("Save these backup codes. Each works once if you lose your device.")}
            </p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" aria-label={t("Backup codes")}>
              {enrolment.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Alert>
          <form onSubmit={confirm} noValidate className="space-y-3">
            <FormField
              id="enable-code"
              name="code"
              label={t("Code from your app")}
              inputMode="numeric"
              error={error}
            />
            <Button type="submit" disabled={busy}>
              {t("Verify and Turn On")}
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={start} noValidate className="mt-4 space-y-3">
          <PasswordField
            id="two-factor-password"
            name="password"
            label={t("Confirm your password")}
            autoComplete="current-password"
            error={error}
          />
          <Button type="submit" disabled={busy}>
            {t("Set Up Two-Factor")}
          </Button>
        </form>
      )}
    </Card>
  );
}
