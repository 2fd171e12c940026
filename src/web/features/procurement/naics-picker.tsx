import { useEffect, useId, useState } from "react";
import { NAICS_EDITION, PROCUREMENT_LIMITS } from "~/domain/procurement/procurement-rules";
import { Button } from "~/web/components/ui/button";
import { useT } from "~/web/features/languages/language-context";
import { type NaicsSuggestion, suggestNaics } from "~/web/lib/api/procurement";
import { cn } from "~/web/lib/cn";

const DELAY_MS = 200;

type NaicsPickerProps = {
  id: string;
  value: NaicsSuggestion[];
  onChange(value: NaicsSuggestion[]): void;
  error?: string;
  /** What the codes are for, after the limits (an opportunity's tell who is alerted). */
  hint?: string;
};

/**
 * The NAICS codes of a profile or an opportunity (their titles are the official US list's, in English in
 * every language): a search box over the shipped list (the ARIA combobox pattern: arrows
 * move, Enter adds, Escape closes) and the chosen codes, each with its sector and a Remove button.
 */
export function NaicsPicker({ id, value, onChange, error, hint }: NaicsPickerProps) {
  const t = useT();
  const listId = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<NaicsSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const full = value.length >= PROCUREMENT_LIMITS.naics;

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestNaics(q, controller.signal).then(
        (items) => {
          setFound(items);
          setActive(-1);
          setOpen(true);
        },
        () => setFound([]),
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const options = found.filter((item) => !value.some((chosen) => chosen.code === item.code));
  const expanded = open && text.trim().length >= 2;
  const add = (item: NaicsSuggestion) => {
    if (!full) onChange([...value, item]);
    setText("");
    setOpen(false);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t("NAICS codes ({edition})", { edition: NAICS_EDITION })}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          disabled={full}
          placeholder={t("Search by code or words, e.g. 5415 or software")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && expanded) {
              event.preventDefault();
              setOpen(false);
            } else if (event.key === "ArrowDown" && options.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((i) => (i + 1) % options.length);
            } else if (event.key === "ArrowUp" && options.length > 0) {
              event.preventDefault();
              setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
            } else if (event.key === "Enter") {
              // Enter never submits the business form from here.
              event.preventDefault();
              const item = options[active] ?? (options.length === 1 ? options[0] : undefined);
              if (item) add(item);
            }
          }}
          className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 aria-[invalid=true]:border-ember-600 md:text-sm"
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t("NAICS codes found")}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 && <p className="px-3 py-2 text-sm text-stone-600">{t("No codes found.")}</p>}
          {options.map((item, i) => (
            <div
              key={item.code}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(event) => {
                event.preventDefault();
                add(item);
              }}
              className={cn(
                "cursor-pointer px-3 py-2 text-sm",
                i === active ? "bg-brand-50" : "hover:bg-stone-50",
              )}
            >
              <span className="font-mono">{item.code}</span> {item.title}
            </div>
          ))}
        </div>
      </div>
      <p id={hintId} className="text-xs text-stone-500">
        {t("Up to {count} six-digit codes; the sector (first two digits) follows from each.", {
          count: PROCUREMENT_LIMITS.naics,
        })}
        {hint && ` ${hint}`}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-ember-600">
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label={t("Chosen NAICS codes")} className="space-y-1">
          {value.map((item) => (
            <li
              key={item.code}
              className="flex items-center justify-between gap-2 rounded-md border border-stone-200 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0">
                <span className="font-mono">{item.code}</span> {item.title}
                <span className="text-stone-500">{` · ${t("sector {sector}", { sector: item.code.slice(0, 2) })}`}</span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t("Remove {item}", { item: `${item.code} ${item.title}` })}
                onClick={() => onChange(value.filter((chosen) => chosen.code !== item.code))}
              >
                {t("Remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
