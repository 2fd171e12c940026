import { type ReactNode, useEffect, useRef } from "react";
import { Icon } from "~/web/components/ui/icon";
import type { IconName } from "~/web/components/ui/icon-names";
import { keepToastsAbove } from "~/web/components/ui/toast";
import { cn } from "~/web/lib/cn";

type ConsentPromptProps = {
  /** Names the prompt: its heading's id. */
  id: string;
  title: string;
  icon: IconName;
  closeLabel: string;
  onClose: () => void;
  /** Where it sits and how it is framed; the content never grows wider than 64rem. */
  className: string;
  /** A (non-modal) dialog rather than a page region. */
  dialog?: boolean;
  /**
   * While it is shown, the page's end and a focused field scroll clear of it, and the toasts sit above it.
   * Set on the document as padding, which only the document's own box reads (a CSS variable there, which
   * every element inherits, restyled the whole page after it loaded).
   */
  coversBottom?: boolean;
  children: ReactNode;
};

/** The frame of the consent prompts: a fixed panel with an icon, a heading and a close button. */
export function ConsentPrompt({
  id,
  title,
  icon,
  closeLabel,
  onClose,
  className,
  dialog,
  coversBottom,
  children,
}: ConsentPromptProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    if (!coversBottom || !section) return;
    const root = document.documentElement.style;
    const cover = (px: number) => {
      root.paddingBottom = root.scrollPaddingBottom = px ? `${px}px` : "";
      keepToastsAbove(px);
    };
    const observer = new ResizeObserver(() => cover(section.offsetHeight));
    observer.observe(section);
    return () => {
      observer.disconnect();
      cover(0);
    };
  }, [coversBottom]);
  return (
    <section
      ref={ref}
      role={dialog ? "dialog" : undefined}
      aria-labelledby={id}
      className={cn("fixed z-50 border-stone-200 bg-white", className)}
    >
      <div className="mx-auto max-w-5xl">
        <div className="flex items-start gap-3">
          <Icon name={icon} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <h2 id={id} className="flex-1 font-semibold text-stone-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-md p-1 text-stone-500 hover:bg-stone-100"
            aria-label={closeLabel}
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        </div>
        {children}
      </div>
    </section>
  );
}
