import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/web/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { CodeStep } from "~/web/features/accounts/phone/code-step";
import { PhoneField } from "~/web/features/accounts/phone/phone-field";
import {
  type Phone,
  sendPhoneCode,
  useSendPhoneCode,
} from "~/web/features/accounts/phone/use-send-phone-code";
import { useMessageText } from "~/web/features/accounts/use-message-text";
import { useT } from "~/web/features/languages/language-context";
import { authCall } from "~/web/lib/api/auth";
import { ApiError, serverMessage } from "~/web/lib/api/client";
import { type Profile, removePhone } from "~/web/lib/api/me";
import { PhoneTwoFactor } from "./phone-two-factor";

/**
 * Settings → Security: the account's phone number and whether it is verified; add or change it
 * (set only once the code texted to the new number comes back), or remove it.
 */
export function PhoneNumberCard({ profile }: { profile: Profile }) {
  const t = useT();
  const text = useMessageText();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<Phone | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const number = profile.phone_number_display;

  const { errors, busy, onSubmit } = useSendPhoneCode(setPending);

  async function remove() {
    setRemoving(true);
    try {
      await removePhone();
      toast.success(t("Phone number removed"));
      setConfirmRemove(false);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(t("Couldn't remove the number"), {
        description:
          error instanceof ApiError ? (text(error.message) ?? error.message) : t("Please try again."),
      });
    } finally {
      setRemoving(false);
    }
  }

  const close = () => {
    setEditing(false);
    setPending(null);
  };

  return (
    <Card aria-labelledby="phone-number-title">
      <CardTitle id="phone-number-title">{t("Phone Number")}</CardTitle>
      {number ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="font-medium" data-testid="phone-number">
            {number}
          </span>
          <span
            className={
              profile.phone_number_verified
                ? "rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800"
                : "rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800"
            }
          >
            {profile.phone_number_verified ? t("Verified") : t("Not verified")}
          </span>
        </div>
      ) : (
        <CardDescription>
          {t("No phone number yet. Add one to sign in with it and get codes by text.")}
        </CardDescription>
      )}
      {editing && pending ? (
        <div className="mt-4">
          <CodeStep
            notice={
              number
                ? t("We texted a code to {phone}. Enter it to change your number.", {
                    phone: pending.phoneNumber,
                  })
                : t("We texted a code to {phone}. Enter it to add your number.", {
                    phone: pending.phoneNumber,
                  })
            }
            failureTitle={t("Couldn't verify the number")}
            submitLabel={t("Verify Number")}
            onCode={async (code) => {
              try {
                await authCall("/phone-number/verify", { ...pending, code, updatePhoneNumber: true });
              } catch (error) {
                return serverMessage(error) ?? "That code is not valid.";
              }
              toast.success(number ? t("Phone number changed") : t("Phone number added"));
              close();
              await revalidator.revalidate();
              return null;
            }}
            onResend={async () => {
              await sendPhoneCode(pending);
            }}
            onBack={() => setPending(null)}
            backLabel={t("Use another number")}
          />
        </div>
      ) : editing ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-label={t("New phone number")}>
          <PhoneField
            id="settings-phone"
            label={number ? t("New phone number") : t("Phone number")}
            error={text(errors.phoneNumber)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? t("Sending...") : t("Text Me a Code")}
            </Button>
            <Button type="button" variant="outline" onClick={close}>
              {t("Cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            {number ? t("Change Number") : t("Add Phone Number")}
          </Button>
          {number ? (
            <Button variant="destructive" onClick={() => setConfirmRemove(true)}>
              {t("Remove")}
            </Button>
          ) : null}
        </div>
      )}
      {!editing ? <PhoneTwoFactor profile={profile} /> : null}
      <Dialog open={confirmRemove} onOpenChange={setConfirmRemove}>
        {confirmRemove ? (
          <DialogContent dismissible={false}>
            <DialogTitle>{t("Remove your phone number?")}</DialogTitle>
            <DialogDescription className="mt-2 text-sm text-stone-600">
              {number
                ? t("You will no longer be able to sign in with {number} or get codes by text.", { number })
                : t("You will no longer be able to sign in with it or get codes by text.")}
            </DialogDescription>
            <div className="mt-6 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t("Cancel")}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={removing} onClick={() => void remove()}>
                {removing ? t("Removing...") : t("Remove Number")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
