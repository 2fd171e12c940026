import { useState } from "react";
import { useRevalidator } from "react-router";
import { fullNameSchema } from "~/domain/accounts/account-schemas";
import { IMAGE_ACCEPT, type ImageProblem } from "~/domain/uploads/image-rules";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import { FormField } from "~/web/components/ui/form-field";
import { Icon } from "~/web/components/ui/icon";
import { Label } from "~/web/components/ui/label";
import { toast } from "~/web/components/ui/toast";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { walkthrough } from "~/web/features/accounts/walkthrough/walkthrough-store";
import { useT } from "~/web/features/languages/language-context";
import { checkPickedImage } from "~/web/features/uploads/check-picked-image";
import { ApiError } from "~/web/lib/api/client";
import { type Profile, updateProfile, uploadAvatar } from "~/web/lib/api/me";

type Props = { profile: Profile; onboarding: boolean; onBack(): void };

/**
 * Full name and avatar. From the walkthrough (onboarding) saving keeps the member here while its hub
 * is in view, and otherwise returns to the home page.
 */
export function ProfileEditor({ profile, onboarding, onBack }: Props) {
  const t = useT();
  const text = useMessageText();
  const revalidator = useRevalidator();
  const [name, setName] = useState(profile.full_name ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(profile.avatar_url);
  const [error, setError] = useState<string | undefined>();
  // A picked file that is not used, and why: it is neither previewed nor sent.
  const [refused, setRefused] = useState<{ name: string; problem: ImageProblem } | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    // Judged as the server will judge it (size, then the bytes, not the name), before any preview.
    const problem = await checkPickedImage(chosen);
    if (problem) {
      toast.error(t(problem.title), { description: t(problem.message) });
      setRefused({ name: chosen.name, problem });
      return;
    }
    setRefused(null);
    setFile(chosen);
    if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    setPreview(URL.createObjectURL(chosen));
  }

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = fullNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(undefined);
    setBusy(true);
    try {
      if (file) await uploadAvatar(file);
      await updateProfile({ full_name: parsed.data });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.fields.full_name) setError(err.fields.full_name);
      const title =
        err instanceof ApiError && err.fields.avatar
          ? (text(err.fields.avatar) ?? err.fields.avatar)
          : t("Failed to update profile");
      toast.error(title, { description: err instanceof Error ? text(err.message) : undefined });
      return;
    }
    toast.success(t("Profile updated"), { description: t("Your profile has been saved.") });
    // From the walkthrough: its hub still stands beside the editor, so the member stays to choose
    // where to go next; with the walkthrough closed, saving returns to the home page.
    const hubInView = onboarding && walkthrough.get().open;
    if (onboarding && !hubInView) {
      window.location.assign("/");
      return;
    }
    setBusy(false);
    setFile(null);
    await revalidator.revalidate();
    if (!onboarding) onBack();
  }

  return (
    <Card aria-labelledby="profile-editor-title">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ms-2 mb-2">
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("Back to Settings")}
      </Button>
      <CardTitle id="profile-editor-title">
        {onboarding ? t("Set Up Your Profile") : t("Edit Profile")}
      </CardTitle>
      <CardDescription>{t("Your name and picture appear on your listings and messages.")}</CardDescription>
      <form onSubmit={save} className="mt-6 space-y-5" noValidate>
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <img src={preview} alt={t("Your avatar")} className="h-20 w-20 rounded-full object-cover" />
          ) : (
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-stone-100">
              <Icon name="user-round" className="h-10 w-10 text-stone-400" />
            </span>
          )}
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="avatar">{t("Avatar")}</Label>
            <input
              id="avatar"
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => void choose(event)}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? "avatar-hint avatar-error" : "avatar-hint"}
              className="block w-full max-w-full text-sm"
            />
            <p id="avatar-hint" className="text-xs text-stone-500">
              {t("JPEG, PNG, GIF or WebP, up to 5MB.")}
            </p>
            {refused ? (
              <p id="avatar-error" role="alert" className="text-sm text-ember-600">
                {t("{problem}: {file} was not used. {reason}", {
                  problem: t(refused.problem.title),
                  file: refused.name,
                  reason: t(refused.problem.message),
                })}
              </p>
            ) : null}
          </div>
        </div>
        <FormField
          id="fullName"
          label={t("Full Name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={text(error)}
        />
        <FormField
          id="profile-email"
          label={t("Email")}
          value={profile.email ?? ""}
          placeholder={t("No e-mail address")}
          readOnly
          disabled
        />
        <Button type="submit" disabled={busy}>
          {busy ? t("Saving...") : t("Save Profile")}
        </Button>
      </form>
    </Card>
  );
}
