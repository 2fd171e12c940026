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
import { walkthrough } from "~/web/features/accounts/walkthrough/walkthrough-store";
import { checkPickedImage } from "~/web/features/uploads/check-picked-image";
import { ApiError } from "~/web/lib/api/client";
import { type Profile, updateProfile, uploadAvatar } from "~/web/lib/api/me";

type Props = { profile: Profile; onboarding: boolean; onBack(): void };

/**
 * Full name and avatar. From the walkthrough (onboarding) saving keeps the member here while its hub
 * is in view, and otherwise returns to the home page.
 */
export function ProfileEditor({ profile, onboarding, onBack }: Props) {
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
      toast.error(problem.title, { description: problem.message });
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
        err instanceof ApiError && err.fields.avatar ? err.fields.avatar : "Failed to update profile";
      toast.error(title, { description: err instanceof Error ? err.message : undefined });
      return;
    }
    toast.success("Profile updated", { description: "Your profile has been saved." });
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
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 mb-2">
        <Icon name="arrow-left" className="h-4 w-4" />
        Back to Settings
      </Button>
      <CardTitle id="profile-editor-title">{onboarding ? "Set Up Your Profile" : "Edit Profile"}</CardTitle>
      <CardDescription>Your name and picture appear on your listings and messages.</CardDescription>
      <form onSubmit={save} className="mt-6 space-y-5" noValidate>
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <img src={preview} alt="Your avatar" className="h-20 w-20 rounded-full object-cover" />
          ) : (
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-stone-100">
              <Icon name="user-round" className="h-10 w-10 text-stone-400" />
            </span>
          )}
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="avatar">Avatar</Label>
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
              JPEG, PNG, GIF or WebP, up to 5MB.
            </p>
            {refused ? (
              <p id="avatar-error" role="alert" className="text-sm text-ember-600">
                {`${refused.problem.title}: ${refused.name} was not used. ${refused.problem.message}`}
              </p>
            ) : null}
          </div>
        </div>
        <FormField
          id="fullName"
          label="Full Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <FormField
          id="profile-email"
          label="Email"
          value={profile.email ?? ""}
          placeholder="No e-mail address"
          readOnly
          disabled
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save Profile"}
        </Button>
      </form>
    </Card>
  );
}
