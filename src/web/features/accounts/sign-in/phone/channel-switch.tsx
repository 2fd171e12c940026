import { useT } from "~/web/features/languages/language-context";
import { cn } from "~/web/lib/cn";

export type AuthChannel = "email" | "phone";

/**
 * "E-mail / Phone": which of the two a person signs in, registers or resets with. Two radio
 * buttons (arrow keys move between them), drawn as one segmented control.
 */
export function ChannelSwitch({
  value,
  onChange,
}: {
  value: AuthChannel;
  onChange(next: AuthChannel): void;
}) {
  const t = useT();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1 text-sm">
      <legend className="sr-only">{t("Use your e-mail address or your phone number")}</legend>
      {(["email", "phone"] as const).map((channel) => (
        <label
          key={channel}
          className={cn(
            "relative flex h-9 cursor-pointer items-center justify-center rounded-md font-medium text-stone-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700",
            value === channel && "bg-white text-stone-900 shadow-sm",
          )}
        >
          <input
            type="radio"
            name="auth-channel"
            value={channel}
            checked={value === channel}
            onChange={() => onChange(channel)}
            className="absolute inset-0 cursor-pointer appearance-none opacity-0"
          />
          {t(channel === "email" ? "E-mail" : "Phone")}
        </label>
      ))}
    </fieldset>
  );
}
