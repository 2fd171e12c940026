import { type KeyboardEvent, useState } from "react";
import { distinctRequirements } from "~/domain/opportunities/opportunity-form-schema";
import { Button } from "~/web/components/ui/button";
import { Icon } from "~/web/components/ui/icon";
import { Input } from "~/web/components/ui/input";
import { useT } from "~/web/features/languages/language-context";

type RequirementsInputProps = {
  id: string;
  value: string[];
  onChange(value: string[]): void;
  error?: string;
};

/**
 * Requirements as chips (part 2 §5): typed in the box and added by Add or Enter; an empty entry or
 * one already there (ignoring case) is ignored; each chip has its own remove button.
 */
export function RequirementsInput({ id, value, onChange, error }: RequirementsInputProps) {
  const t = useT();
  const [draft, setDraft] = useState("");

  function add() {
    const next = distinctRequirements([...value, draft]);
    if (next.length !== value.length) onChange(next);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t("Add a requirement")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={add}>
          {t("Add")}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("Added requirements")}>
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 ps-3 pe-1 text-sm text-stone-800"
            >
              {item}
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== item))}
                className="rounded-full p-0.5 text-stone-500 hover:bg-stone-200 hover:text-stone-900"
                aria-label={t("Remove {item}", { item })}
              >
                <Icon name="x" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
