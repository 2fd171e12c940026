import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
} from "react";
import { createPortal } from "react-dom";
import { cn } from "~/web/lib/cn";
import { Icon } from "./icon";
import { Slot } from "./slot";
import { useUiText } from "./ui-text";

// The browser's own modal <dialog>: focus stays inside, the page behind is inert, Escape closes it.
// No library code is loaded for it.

type DialogState = { close(): void; titleId: string; descriptionId: string };
const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error("Dialog parts must be inside <Dialog>");
  return state;
}

type DialogProps = { open: boolean; onOpenChange(open: boolean): void; children?: ReactNode };

/** A controlled dialog: its content is mounted only while `open`. */
export function Dialog({ open, onOpenChange, children }: DialogProps) {
  const id = useId();
  if (!open) return null;
  const state = {
    close: () => onOpenChange(false),
    titleId: `${id}-title`,
    descriptionId: `${id}-description`,
  };
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type DialogCloseProps = { asChild?: boolean; children?: ReactNode };

export function DialogClose({ asChild = false, children }: DialogCloseProps) {
  const { close } = useDialog();
  if (asChild) return <Slot onClick={close}>{children}</Slot>;
  return (
    <button type="button" onClick={close}>
      {children}
    </button>
  );
}

type DialogContentProps = ComponentProps<"dialog"> & {
  /** When false, clicking outside does not close it (confirmations); Escape and Cancel still do. */
  dismissible?: boolean;
  /** Shows the corner close button. */
  showClose?: boolean;
};

/** `className` sets the width (default `max-w-lg`) and anything else the caller adds. */
export function DialogContent({
  className = "max-w-lg",
  children,
  dismissible = true,
  showClose = true,
  ...props
}: DialogContentProps) {
  const { t } = useUiText();
  const { close, titleId, descriptionId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(close);
  closeRef.current = close;

  // Opened as a modal once mounted; focus goes back where it was when it closes. The browser may
  // also close it by itself (a repeated Escape): the owner is told.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A close event from an earlier close() can arrive after a reopen (a remount): only a closed
    // dialog reports.
    const onClose = () => {
      if (!dialog.open) closeRef.current();
    };
    dialog.addEventListener("close", onClose);
    dialog.showModal();
    return () => {
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the owner decides (a pending delete keeps its dialog open).
    event.preventDefault();
    close();
  }

  // In <body> like any top-layer box, so it inherits no styles from where it is declared.
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is its keyboard twin (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={onCancel}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop around the box.
        if (dismissible && event.target === event.currentTarget) close();
      }}
      className={cn(
        "m-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-lg bg-white p-6 text-inherit shadow-xl backdrop:bg-black/50 focus:outline-none",
        className,
      )}
      {...props}
    >
      {children}
      {showClose && (
        <button
          type="button"
          onClick={close}
          className="absolute end-3 top-3 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <Icon name="x" className="h-5 w-5" />
          <span className="sr-only">{t("Close")}</span>
        </button>
      )}
    </dialog>,
    document.body,
  );
}

/** `className` sets the size (default `text-lg`) and anything else the caller adds. */
export function DialogTitle({ className = "text-lg", ...props }: ComponentProps<"h2">) {
  const { titleId } = useDialog();
  return <h2 id={titleId} className={cn("font-semibold", className)} {...props} />;
}

/** `className` sets the size (default `text-sm`) and anything else the caller adds. */
export function DialogDescription({ className = "text-sm", ...props }: ComponentProps<"p">) {
  const { descriptionId } = useDialog();
  return <p id={descriptionId} className={cn("text-stone-600", className)} {...props} />;
}
