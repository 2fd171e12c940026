import { useState } from "react";
import { identityErrorMessage } from "~/domain/accounts/linked-identities";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { serverMessage } from "~/web/lib/api/client";
import type { IdentityProvider } from "~/web/lib/api/identities";

type Props = { providers: IdentityProvider[]; search: string };

/**
 * "Continue with {name}" for each configured OpenID Connect provider (none configured: nothing), and
 * the message of a sign-in the provider sent back with `?error=`.
 */
export function IdentityProviderButtons({ providers, search }: Props) {
  const [returned] = useState(() => identityErrorMessage(new URLSearchParams(search).get("error")));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const text = useMessageText();

  async function continueWith(provider: IdentityProvider) {
    setBusy(provider.id);
    setError(null);
    try {
      const started = await authCall("/sign-in/social", {
        provider: provider.id,
        callbackURL: "/dashboard",
        newUserCallbackURL: "/dashboard",
        errorCallbackURL: "/auth",
        disableRedirect: true,
      });
      if ("url" in started && started.url) {
        window.location.assign(started.url);
        return;
      }
    } catch (failure) {
      setError(
        text(serverMessage(failure)) ??
          t("Could not reach {name}. Please try again.", { name: provider.name }),
      );
    }
    setBusy(null);
  }

  if (providers.length === 0) return null;
  const message = error ?? text(returned);
  return (
    <div className="space-y-3">
      {message ? <Alert tone="error">{message}</Alert> : null}
      <div
        className="flex items-center gap-3 text-xs uppercase tracking-wide text-stone-500"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-stone-200" />
        {t("or")}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          className="w-full"
          disabled={busy !== null}
          onClick={() => void continueWith(provider)}
        >
          {busy === provider.id
            ? t("Opening {name}...", { name: provider.name })
            : t("Continue with {name}", { name: provider.name })}
        </Button>
      ))}
    </div>
  );
}
