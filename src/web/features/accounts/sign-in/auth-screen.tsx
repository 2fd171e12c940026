import { useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { MessageId } from "~/domain/languages/catalogs";
import { Alert } from "~/web/components/ui/alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { toast } from "~/web/components/ui/toast";
import { useLocalPath, useT } from "~/web/features/languages/language-context";
import type { IdentityProvider } from "~/web/lib/api/identities";
import { type AuthMode, initialAuthState } from "./auth-mode";
import { IdentityProviderButtons } from "./identity-provider-buttons";
import { LoginForm } from "./login-form";
import { NewPasswordForm } from "./new-password-form";
import { OtpSignInForm } from "./otp-sign-in-form";
import { OutboxHint } from "./outbox-hint";
import { type AuthChannel, ChannelSwitch } from "./phone/channel-switch";
import { PhoneLoginForm } from "./phone/phone-login-form";
import { PhoneOtpForm } from "./phone/phone-otp-form";
import { PhoneRegisterForm } from "./phone/phone-register-form";
import { PhoneResetForm } from "./phone/phone-reset-form";
import { RegisterForm } from "./register-form";
import { ResetForm } from "./reset-form";
import { TwoFactorForm } from "./two-factor-form";

const TITLES: Record<AuthMode, MessageId> = {
  login: "Welcome Back",
  register: "Create Your Account",
  reset: "Reset Password",
  newPassword: "Set New Password",
  otp: "Sign In with a Code",
  twoFactor: "Two-Factor Authentication",
};

/** Sign in, register, reset and set a new password: the /auth page. */
export function AuthScreen({
  search,
  outboxUrl,
  identityProviders = [],
}: {
  search: string;
  outboxUrl: string | null;
  identityProviders?: IdentityProvider[];
}) {
  const [initial] = useState(() => initialAuthState(new URLSearchParams(search)));
  const [mode, setMode] = useState<AuthMode>(initial.mode);
  const [confirmed, setConfirmed] = useState(initial.confirmed);
  const [registered, setRegistered] = useState(false);
  const [channel, setChannel] = useState<AuthChannel>("email");
  // Without a confirmed authenticator app, the second step is a code texted to the verified number.
  const [textedFactor, setTextedFactor] = useState(false);
  const challenge = (methods?: string[]) => {
    setTextedFactor(methods !== undefined && !methods.includes("totp"));
    show("twoFactor");
  };
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const t = useT();
  const local = useLocalPath();

  // The confirmation link's query has done its job: clear it, keep the banner.
  useEffect(() => {
    if (initial.confirmed || (initial.linkError && initial.mode === "login")) {
      void navigate(local("/auth"), { replace: true, preventScrollReset: true });
    }
  }, [initial, navigate, local]);

  async function signedIn() {
    toast.success(t("Welcome!"), { description: t("You've successfully signed in.") });
    await navigate("/dashboard");
    await revalidator.revalidate();
  }

  const show = (next: AuthMode) => {
    setConfirmed(false);
    setRegistered(false);
    setMode(next);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-center text-2xl font-bold text-stone-900">{t(TITLES[mode])}</h1>
      <div className="mt-6 space-y-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        {confirmed ? (
          <Alert tone="success">
            <strong>{t("Email confirmed!")}</strong>{" "}
            {t("Your e-mail address has been verified. You can now sign in.")}
          </Alert>
        ) : null}
        {registered && mode === "login" ? <OutboxHint href={outboxUrl} /> : null}
        {initial.linkError && initial.mode === "login" && mode === "login" ? (
          <Alert tone="error">{t(initial.linkError)}</Alert>
        ) : null}
        {mode === "login" || mode === "register" || mode === "reset" || mode === "otp" ? (
          <ChannelSwitch value={channel} onChange={setChannel} />
        ) : null}
        {mode === "login" || mode === "register" ? (
          <Tabs value={mode} onValueChange={(v) => show(v as AuthMode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t("Login")}</TabsTrigger>
              <TabsTrigger value="register">{t("Register")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              {channel === "phone" ? (
                <PhoneLoginForm
                  onSignedIn={signedIn}
                  onTwoFactor={challenge}
                  onForgot={() => show("reset")}
                  onOtp={() => show("otp")}
                />
              ) : (
                <LoginForm
                  onSignedIn={signedIn}
                  onTwoFactor={() => show("twoFactor")}
                  onForgot={() => show("reset")}
                  onOtp={() => show("otp")}
                />
              )}
            </TabsContent>
            <TabsContent value="register">
              {channel === "phone" ? (
                <PhoneRegisterForm onSignedIn={signedIn} />
              ) : (
                <RegisterForm
                  onRegistered={() => {
                    show("login");
                    setRegistered(true);
                  }}
                />
              )}
            </TabsContent>
          </Tabs>
        ) : null}
        {mode === "login" || mode === "register" ? (
          <IdentityProviderButtons providers={identityProviders} search={search} />
        ) : null}
        {mode === "reset" && channel === "email" ? (
          <ResetForm outboxUrl={outboxUrl} onBack={() => show("login")} />
        ) : null}
        {mode === "reset" && channel === "phone" ? (
          <PhoneResetForm
            onBack={() => show("login")}
            onDone={(twoFactor) => (twoFactor ? show("twoFactor") : void signedIn())}
          />
        ) : null}
        {mode === "newPassword" ? (
          <NewPasswordForm
            token={initial.token}
            linkError={initial.linkError}
            onDone={(twoFactor) => {
              toast.success(t("Password updated"), { description: t("Your new password is set.") });
              if (twoFactor) show("twoFactor");
              else void signedIn();
            }}
            onRequestNew={() => show("reset")}
          />
        ) : null}
        {mode === "otp" && channel === "phone" ? (
          <PhoneOtpForm onSignedIn={signedIn} onBack={() => show("login")} />
        ) : null}
        {mode === "otp" && channel === "email" ? (
          <OtpSignInForm
            onSignedIn={signedIn}
            onTwoFactor={() => show("twoFactor")}
            onBack={() => show("login")}
          />
        ) : null}
        {mode === "twoFactor" ? (
          <TwoFactorForm texted={textedFactor} onSignedIn={signedIn} onCancel={() => show("login")} />
        ) : null}
      </div>
    </div>
  );
}
