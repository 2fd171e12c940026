import { Form } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { useLocalPath, useT } from "~/web/features/languages/language-context";

/** A certificate number's shape: a sample, the same in every language. */
const NUMBER_SAMPLE = "UJ-2026-123456";

/** "Verify a certificate": a number to look up (GET /verify?number=…, which leads to its page). */
export function VerifyForm({ number }: { number: string | null }) {
  const t = useT();
  const to = useLocalPath();
  return (
    <section
      aria-labelledby="verify-form-heading"
      className="rounded-lg border border-stone-200 bg-white p-5"
    >
      <h2 id="verify-form-heading" className="text-lg font-semibold">
        {t("Verify a certificate")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t("Enter the number printed on an Ujamaa certificate, for example UJ-2026-123456.")}
      </p>
      <Form method="get" action={to("/verify")} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor="certificate-number">{t("Certificate number")}</Label>
          <Input
            id="certificate-number"
            key={number ?? ""}
            name="number"
            defaultValue={number ?? ""}
            placeholder={NUMBER_SAMPLE}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
        </div>
        <Button type="submit">
          <Icon name="search" className="h-4 w-4" />
          {t("Verify")}
        </Button>
      </Form>
    </section>
  );
}
