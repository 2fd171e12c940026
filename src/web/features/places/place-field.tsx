import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import type { MessageId } from "~/domain/languages/catalogs";
import { useT } from "~/web/features/languages/language-context";
import { type PlaceSuggestion, suggestPlaces } from "~/web/lib/api/places";
import { cn } from "~/web/lib/cn";

/** Fewer letters than this suggest nothing: every city would match. */
const MIN_LETTERS = 2;
const DELAY_MS = 200;

type PlaceFieldProps = Omit<ComponentProps<"input">, "onChange" | "value"> & {
  id: string;
  label: string;
  name: string;
  /** Below the box: a refusal of the browser's location, or a place that was not found. */
  message?: string | null;
};

/**
 * A place typed as people type it ("Atlanta, GA", "30303", "Lagos"), with suggestions as you type
 * (the ARIA combobox pattern: arrows move, Enter picks, Escape closes). Without JavaScript it is a
 * plain text box the server reads.
 */
export function PlaceField({ id, label, name, message, className, defaultValue, ...props }: PlaceFieldProps) {
  const listId = useId();
  const t = useT();
  const messageId = useId();
  const [text, setText] = useState(typeof defaultValue === "string" ? defaultValue : "");
  const [places, setPlaces] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const q = text.trim();
    if (!typed.current || q.length < MIN_LETTERS) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestPlaces(q, controller.signal).then(
        (found) => {
          setPlaces(found);
          setActive(-1);
          setOpen(found.length > 0);
        },
        () => setPlaces([]),
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (place: PlaceSuggestion) => {
    typed.current = false;
    setText(place.label);
    setOpen(false);
  };
  const expanded = open && places.length > 0;

  return (
    <div className={cn("relative flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={message ? messageId : undefined}
        value={text}
        onChange={(event) => {
          typed.current = true;
          setText(event.currentTarget.value);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          } else if (event.key === "ArrowDown" && places.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % places.length);
          } else if (event.key === "ArrowUp" && expanded) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            const place = places[active];
            if (place) choose(place);
          }
        }}
        className="h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-stone-900 placeholder:text-stone-500"
        {...props}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t("{label} suggestions", { label })}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-auto rounded-md border border-stone-200 bg-white py-1 text-start text-stone-900 shadow-lg"
      >
        {places.map((place, i) => (
          <div
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            // Chosen before the box's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              i === active ? "bg-brand-50" : "hover:bg-stone-50",
            )}
          >
            {place.label}
          </div>
        ))}
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {t(message as MessageId)}
        </p>
      )}
    </div>
  );
}
