import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { identityErrorMessage } from "~/domain/accounts/linked-identities";
import { LOCALES } from "~/domain/languages/local-format";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useLanguage, useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { type IdentityProvider, type LinkedIdentity, linkIdentity } from "~/web/lib/api/identities";
import { UnlinkIdentityDialog } from "./unlink-identity-dialog";

type Props = { identities: LinkedIdentity[]; providers: IdentityProvider[] };
type Message = { tone: "success" | "error"; text: string };

/**
 * The identities (OpenID Connect providers) linked to the account: each with its provider, address
 * and date, unlinked after a confirmation; and a Link button per configured provider. The provider
 * sends the browser back here with `?linked=` or `?error=`, shown at the top of the card.
 */
export function LinkedIdentitiesCard({ identities, providers }: Props) {
  const t = useT();
  const text = useMessageText();
  const language = useLanguage();
  const day = (iso: string) => new Date(iso).toLocaleDateString(LOCALES[language], { dateStyle: "medium" });
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [returned] = useState((): Message | null => {
    const linked = providers.find((p) => p.id === params.get("linked"));
    const error = identityErrorMessage(params.get("error"));
    if (error) return { tone: "error", text: text(error) ?? error } as const;
    if (linked)
      return {
        tone: "success",
        text: t("{name} is linked: you can now sign in with it.", { name: linked.name }),
      } as const;
    return null;
  });
  const [message, setMessage] = useState(returned);
  const [linking, setLinking] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedIdentity | null>(null);

  if (providers.length === 0 && identities.length === 0) return null;

  async function link(provider: IdentityProvider) {
    setLinking(provider.id);
    setMessage(null);
    try {
      const { url } = await linkIdentity(provider.id);
      window.location.assign(url);
    } catch (e) {
      setLinking(null);
      setMessage({
        tone: "error",
        text:
          e instanceof ApiError
            ? (text(e.message) ?? e.message)
            : t("Could not reach {name}. Please try again.", { name: provider.name }),
      });
    }
  }

  return (
    <Card aria-labelledby="identities-title">
      <CardTitle id="identities-title">{t("Linked Identities")}</CardTitle>
      <CardDescription>
        {t("Sign in with an identity provider as well as, or instead of, your password.")}
      </CardDescription>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      {identities.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t("No identities linked yet.")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-label={t("Linked identities")}>
          {identities.map((identity) => (
            <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{identity.provider_name}</p>
                <p className="break-all text-xs text-stone-500">
                  {identity.email ?? t("No e-mail address shared")}
                </p>
                <p className="text-xs text-stone-500">
                  {t("Linked {date}", { date: day(identity.created_at) })}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setUnlinking(identity)}
                aria-label={
                  identity.email
                    ? t("Unlink {name} ({email})", { name: identity.provider_name, email: identity.email })
                    : t("Unlink {name}", { name: identity.provider_name })
                }
              >
                {t("Unlink")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {providers.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {providers.map((provider) => (
            <Button
              key={provider.id}
              variant="outline"
              disabled={linking !== null}
              onClick={() => void link(provider)}
            >
              {linking === provider.id
                ? t("Opening {name}...", { name: provider.name })
                : t("Link {name}", { name: provider.name })}
            </Button>
          ))}
        </div>
      ) : null}
      {unlinking ? (
        <UnlinkIdentityDialog
          identity={unlinking}
          onClose={() => setUnlinking(null)}
          onDone={(result) => {
            setUnlinking(null);
            setMessage(result);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </Card>
  );
}
