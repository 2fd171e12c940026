import type { ReactNode } from "react";
import { Button } from "~/web/components/ui/button";

type SendFormProps = {
  /** The form's accessible name. */
  label: string;
  /** What is sent and what it is for. */
  intro: string;
  /** The field of the address or number it goes to (and any notice above it). */
  children: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit(event: React.FormEvent<HTMLFormElement>): void;
  onBack(): void;
};

/** The first step of a password-less sign-in or a password reset: where to send the code or the link. */
export function SendForm({ label, intro, children, submitLabel, busy, onSubmit, onBack }: SendFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      <p className="text-sm text-stone-600">{intro}</p>
      {children}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Sending..." : submitLabel}
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
