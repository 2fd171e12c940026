import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { identityErrorMessage } from "~/domain/accounts/linked-identities";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { ApiError } from "~/web/lib/api/client";
import { type IdentityProvider, type LinkedIdentity, linkIdentity } from "~/web/lib/api/identities";
import { UnlinkIdentityDialog } from "./unlink-identity-dialog";

type Props = { identities: LinkedIdentity[]; providers: IdentityProvider[] };
type Message = { tone: "success" | "error"; text: string };

function day(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });
}

/**
 * The identities (OpenID Connect providers) linked to the account: each with its provider, address
 * and date, unlinked after a confirmation; and a Link button per configured provider. The provider
 * sends the browser back here with `?linked=` or `?error=`, shown at the top of the card.
 */
export function LinkedIdentitiesCard({ identities, providers }: Props) {
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [returned] = useState((): Message | null => {
    const linked = providers.find((p) => p.id === params.get("linked"));
    const error = identityErrorMessage(params.get("error"));
    if (error) return { tone: "error", text: error } as const;
    if (linked)
      return { tone: "success", text: `${linked.name} is linked: you can now sign in with it.` } as const;
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
        text: e instanceof ApiError ? e.message : `Could not reach ${provider.name}. Please try again.`,
      });
    }
  }

  return (
    <Card aria-labelledby="identities-title">
      <CardTitle id="identities-title">Linked Identities</CardTitle>
      <CardDescription>
        Sign in with an identity provider as well as, or instead of, your password.
      </CardDescription>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      {identities.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No identities linked yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-label="Linked identities">
          {identities.map((identity) => (
            <li key={identity.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium">{identity.provider_name}</p>
                <p className="break-all text-xs text-stone-500">
                  {identity.email ?? "No e-mail address shared"}
                </p>
                <p className="text-xs text-stone-500">Linked {day(identity.created_at)}</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setUnlinking(identity)}
                aria-label={`Unlink ${identity.provider_name}${identity.email ? ` (${identity.email})` : ""}`}
              >
                Unlink
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
              {linking === provider.id ? `Opening ${provider.name}...` : `Link ${provider.name}`}
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
