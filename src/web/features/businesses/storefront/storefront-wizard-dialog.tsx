import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { StorefrontData, StorefrontValues } from "~/domain/businesses/business-form-schema";
import type { Business } from "~/domain/businesses/business-schema";
import { storefrontLandingHref } from "~/domain/search/storefront-landing";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { createStorefront } from "~/web/lib/api/storefronts";
import { BasicInfoFields } from "./basic-info-fields";
import { OnlinePresenceFields } from "./online-presence-fields";
import { setServerErrors } from "./server-errors";
import { EMPTY_STOREFRONT, storefrontResolver } from "./storefront-form";
import { StorefrontPreview } from "./storefront-preview";
import { type UploadState, uploadStorefrontImages } from "./upload-storefront-images";
import { VisualIdentityFields } from "./visual-identity-fields";
import { WizardProgress } from "./wizard-progress";
import { stepOfField, WIZARD_STEPS } from "./wizard-steps";

export type StorefrontWizardDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated?(business: Business): void;
};

/** The 4-step storefront wizard (part 1 §2, §4): publishing creates an active business, then shows it in /directory. */
export function StorefrontWizardDialog({ open, onOpenChange, onCreated }: StorefrontWizardDialogProps) {
  const [creating, setCreating] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (creating ? undefined : onOpenChange(next))}>
      {/* A click beside it would lose what was typed; Escape, Cancel and the corner button still close it. */}
      <DialogContent className="max-w-2xl" dismissible={false}>
        <StorefrontWizard
          creating={creating}
          setCreating={setCreating}
          onClose={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      </DialogContent>
    </Dialog>
  );
}

type StorefrontWizardProps = {
  creating: boolean;
  setCreating(creating: boolean): void;
  onClose(): void;
  onCreated?(business: Business): void;
};

/** Mounted while the dialog is open, so every opening starts afresh on step 1. */
function StorefrontWizard({ creating, setCreating, onClose, onCreated }: StorefrontWizardProps) {
  const navigate = useNavigate();
  const t = useT();
  const form = useForm<StorefrontValues, unknown, StorefrontData>({
    resolver: storefrontResolver,
    defaultValues: EMPTY_STOREFRONT,
    mode: "onTouched",
  });
  const [step, setStep] = useState(0);
  const [logo, setLogo] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  // Images whose chosen file was refused: step 2 does not move on until each is removed or replaced.
  const [refusedImages, setRefusedImages] = useState<ReadonlySet<"logo" | "banner">>(new Set());
  const [upload, setUpload] = useState<UploadState>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const last = WIZARD_STEPS.length - 1;
  const current = WIZARD_STEPS[step]!;

  // A new step is announced by moving focus to its heading (not on opening: the dialog focuses itself).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function markRefused(image: "logo" | "banner", refused: boolean) {
    setRefusedImages((now) => {
      const next = new Set(now);
      if (refused) next.add(image);
      else next.delete(image);
      return next;
    });
  }

  async function next() {
    const refused = [...refusedImages][0];
    if (step === 1 && refused) {
      document.getElementById(`wizard-${refused}`)?.focus();
      return;
    }
    const valid = await form.trigger([...current.fields], { shouldFocus: true });
    if (valid) setStep((s) => Math.min(s + 1, last));
  }

  function back() {
    if (step === 0) onClose();
    else setStep((s) => s - 1);
  }

  async function publish(data: StorefrontData) {
    setCreating(true);
    let business: Business;
    try {
      business = await createStorefront(data);
    } catch (error) {
      setCreating(false);
      const fields = setServerErrors(form, error instanceof ApiError ? error.fields : {});
      if (fields[0]) setStep(stepOfField(fields[0]));
      toast.error(t("Error"), { description: t("Failed to create storefront. Please try again.") });
      return;
    }
    business = await uploadStorefrontImages(business, { logo, banner }, setUpload, t);
    toast.success(t("Storefront Created!"), {
      description: t("Your storefront is now live in the directory."),
    });
    onCreated?.(business);
    setCreating(false);
    onClose();
    await navigate(storefrontLandingHref(business));
  }

  const submit = form.handleSubmit(publish, (errors) => {
    const first = Object.keys(errors)[0];
    if (first) setStep(stepOfField(first));
  });

  return (
    <form
      noValidate
      aria-busy={creating}
      onSubmit={(event) => {
        // Enter in a field moves on; only the last step publishes.
        if (step < last) {
          event.preventDefault();
          void next();
          return;
        }
        void submit(event);
      }}
    >
      <header className="pe-8">
        <DialogTitle className="text-xl">{t("Create Your Storefront")}</DialogTitle>
        <DialogDescription className="mt-1">
          {t("Step {step} of {count}: {title}", {
            step: step + 1,
            count: WIZARD_STEPS.length,
            title: t(current.title),
          })}
        </DialogDescription>
      </header>
      <WizardProgress step={step} />

      <section aria-labelledby="storefront-step-heading" className="mt-6">
        <h3
          id="storefront-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-stone-900 focus:outline-none"
        >
          {t(current.title)}
        </h3>
        <p className="mb-4 text-sm text-stone-600">{t(current.description)}</p>
        {step === 0 ? <BasicInfoFields form={form} idPrefix="wizard" /> : null}
        {step === 1 ? (
          <VisualIdentityFields
            logo={logo}
            banner={banner}
            onLogo={setLogo}
            onBanner={setBanner}
            onRefusedChange={markRefused}
          />
        ) : null}
        {step === 2 ? <OnlinePresenceFields form={form} idPrefix="wizard" /> : null}
        {step === 3 ? <StorefrontPreview values={form.getValues()} logo={logo} banner={banner} /> : null}
        {upload ? <UploadProgress state={upload} /> : null}
      </section>

      <footer className="mt-6 flex items-center justify-between gap-3 border-t border-stone-200 pt-4">
        <Button type="button" variant="outline" onClick={back} disabled={creating}>
          {step === 0 ? t("Cancel") : t("Back")}
        </Button>
        {step < last ? (
          <Button key="next" type="button" onClick={() => void next()}>
            {t("Next")}
          </Button>
        ) : (
          <Button key="publish" type="submit" disabled={creating}>
            {creating ? t("Creating...") : t("Publish Storefront")}
          </Button>
        )}
      </footer>
    </form>
  );
}

/** The logo's or banner's upload after the storefront is created. */
function UploadProgress({ state }: { state: NonNullable<UploadState> }) {
  const t = useT();
  const logo = state.slot === "logo";
  return (
    <div className="mt-4 flex items-center gap-2">
      <span className="text-sm text-stone-700">
        {logo ? t("Uploading logo...") : t("Uploading banner...")}
      </span>
      <div
        role="progressbar"
        aria-label={logo ? t("Uploading logo") : t("Uploading banner")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${state.percent}%` }} />
      </div>
    </div>
  );
}
