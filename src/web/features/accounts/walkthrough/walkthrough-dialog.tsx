import { type ComponentProps, type ComponentType, type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { Icon } from "~/web/components/ui/icon";
import { toast } from "~/web/components/ui/toast";
import { useSessionUser } from "~/web/features/accounts/session-user";
import { useT } from "~/web/features/languages/language-context";
import { setWalkthroughCompleted } from "~/web/lib/api/me";
import { cn } from "~/web/lib/cn";
import { certificationDestination } from "./certification-destination";
import { useWalkthroughDock } from "./walkthrough-dock";
import {
  percentComplete,
  useWalkthrough,
  WALKTHROUGH_FADE_MS,
  WALKTHROUGH_START_DELAY_MS,
  WALKTHROUGH_STEPS,
  walkthrough,
} from "./walkthrough-store";

/** The storefront wizard the 'Open My Storefront' card opens. */
export type StorefrontWizard = ComponentType<{ open: boolean; onOpenChange(open: boolean): void }>;

/** The 3-step onboarding walkthrough; it starts by itself 1 s after a user is known, once per account. */
export function WalkthroughDialog({
  storefrontWizard: StorefrontWizardDialog,
}: {
  storefrontWizard: StorefrontWizard;
}) {
  const t = useT();
  const user = useSessionUser();
  const state = useWalkthrough();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState(state.step);
  const [fading, setFading] = useState(false);
  const [wizardOpen, setWizardOpen] = useState(false);
  const pending = Boolean(user && !user.walkthroughCompleted);
  // On a page that leaves room for it (the profile set-up), step 3 stands there instead of over it.
  const dock = useWalkthroughDock();
  const docked = dock !== null && state.open && state.step === 3;

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => {
      if (!walkthrough.get().open) walkthrough.start();
    }, WALKTHROUGH_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (state.step === shown) return;
    setFading(true);
    const timer = window.setTimeout(() => {
      setShown(state.step);
      setFading(false);
    }, WALKTHROUGH_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state.step, shown]);

  if (!user) return null;

  async function complete(to?: string) {
    walkthrough.close();
    try {
      await setWalkthroughCompleted(true);
    } catch {
      toast.error(t("Error"), { description: t("Your walkthrough progress could not be saved.") });
    }
    if (to) await navigate(to);
    await revalidator.revalidate();
  }

  const step = shown;
  const hub = (
    <HubStep
      docked={docked}
      onChoose={(to) => void complete(to)}
      onGetCertified={() => void certificationDestination().then(complete)}
      onOpenStorefront={() => {
        void complete();
        setWizardOpen(true);
      }}
    />
  );
  return (
    <>
      <Dialog open={state.open && !docked} onOpenChange={(open) => (open ? undefined : void complete())}>
        {/* Step 1 has its own two Skip buttons; later steps, which have none, get the corner close. */}
        <DialogContent
          dismissible={false}
          showClose={step !== 1}
          className={step === 3 ? "max-w-4xl" : "max-w-lg"}
        >
          <StepHeader step={state.step} onSkip={() => void complete()} />

          <div
            className={cn("mt-6 transition-opacity duration-150", fading ? "opacity-0" : "opacity-100")}
            data-step={step}
          >
            {step === 1 ? <WelcomeStep name={user.name} /> : null}
            {step === 2 ? (
              <SetupStep
                onSetUp={() => {
                  walkthrough.next();
                  void navigate("/settings?onboarding=true");
                }}
              />
            ) : null}
            {step === 3 ? hub : null}
          </div>

          <StepFooter step={state.step} onSkip={() => void complete()} />
        </DialogContent>
      </Dialog>
      {docked
        ? createPortal(
            <section
              aria-labelledby={HUB_TITLE_ID}
              className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
            >
              <StepHeader step={3} onSkip={() => void complete()} />
              <button
                type="button"
                onClick={() => void complete()}
                className="absolute end-3 top-3 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
              >
                <Icon name="x" className="h-5 w-5" />
                <span className="sr-only">{t("Close")}</span>
              </button>
              <div className="mt-6">{hub}</div>
              <StepFooter step={3} onSkip={() => void complete()} />
            </section>,
            dock,
          )
        : null}
      <StorefrontWizardDialog open={wizardOpen} onOpenChange={setWizardOpen} />
    </>
  );
}

/** "Step X of 3", the progress bar and, on step 1, Skip. */
function StepHeader({ step, onSkip }: { step: number; onSkip(): void }) {
  const t = useT();
  return (
    <header className={step === 1 ? undefined : "pe-8"}>
      <div className="flex items-center justify-between text-sm text-stone-600">
        <span>{t("Step {step} of {total}", { step, total: WALKTHROUGH_STEPS })}</span>
        {step === 1 ? (
          <Button variant="ghost" size="sm" onClick={onSkip}>
            {t("Skip")}
          </Button>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t("Walkthrough progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentComplete(step)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full bg-brand-700 transition-[width] duration-150"
          style={{ width: `${percentComplete(step)}%` }}
        />
      </div>
    </header>
  );
}

/** Back (disabled on step 1), "% Complete" and, on step 1, Skip. */
function StepFooter({ step, onSkip }: { step: number; onSkip(): void }) {
  const t = useT();
  return (
    <footer className="mt-6 flex items-center justify-between border-t border-stone-200 pt-4">
      <Button variant="outline" size="sm" disabled={step === 1} onClick={() => walkthrough.back()}>
        <Icon name="arrow-left" className="h-4 w-4 rtl:-scale-x-100" />
        {t("Back")}
      </Button>
      <span className="text-sm text-stone-600">
        {t("{percent}% Complete", { percent: percentComplete(step) })}
      </span>
      {step === 1 ? (
        <Button variant="ghost" size="sm" onClick={onSkip}>
          {t("Skip")}
        </Button>
      ) : (
        <span className="w-16" />
      )}
    </footer>
  );
}

function WelcomeStep({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="text-center">
      <DialogTitle className="text-2xl">{t("Welcome to Ujamaa, {name}!", { name })}</DialogTitle>
      <DialogDescription className="mt-2 text-base">{t("Educate. Elevate. Empower.")}</DialogDescription>
      <p className="mt-3 text-stone-600">
        {t("Discover, support and grow Black-owned businesses in the United States and worldwide.")}
      </p>
      <Button className="mt-6" size="lg" onClick={() => walkthrough.next()}>
        {t("Get Started")}
      </Button>
    </div>
  );
}

function SetupStep({ onSetUp }: { onSetUp(): void }) {
  const t = useT();
  return (
    <div className="text-center">
      <DialogTitle className="text-2xl">{t("Let's Get You Set Up")}</DialogTitle>
      <DialogDescription className="mt-2 text-base">
        {t("Add your name and a profile picture so businesses and members know who you are.")}
      </DialogDescription>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={onSetUp}>
          {t("Set Up Profile")}
        </Button>
        <Button size="lg" variant="outline" onClick={() => walkthrough.next()}>
          {t("Skip for Now")}
        </Button>
      </div>
    </div>
  );
}

const HUB_TITLE_ID = "walkthrough-hub-title";

/** The hub's heading and line on the page (docked): plain elements, not a dialog's. */
function DockedTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 id={HUB_TITLE_ID} className={cn("font-semibold", className)} {...props} />;
}
function DockedDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-stone-600", className)} {...props} />;
}

function HubStep({
  docked,
  onChoose,
  onGetCertified,
  onOpenStorefront,
}: {
  docked: boolean;
  onChoose(to: string): void;
  onGetCertified(): void;
  onOpenStorefront(): void;
}) {
  const t = useT();
  const Title = docked ? DockedTitle : DialogTitle;
  const Description = docked ? DockedDescription : DialogDescription;
  return (
    <div>
      <Title className="text-center text-2xl">{t("Where would you like to start?")}</Title>
      <Description className="mt-2 text-center text-base">
        {t("Choose a place to begin. You can always come back from your dashboard.")}
      </Description>
      {/* Beside the profile editor there is room for two cards a row; in the wide dialog, four. */}
      <div className={cn("mt-6 grid grid-cols-2 gap-3", docked ? undefined : "lg:grid-cols-4")}>
        <HubCard
          icon={<Icon name="compass" />}
          title={t("Explore Directory")}
          text={t("Find Black-owned businesses near you.")}
          onClick={() => onChoose("/directory")}
        />
        <HubCard
          icon={<Icon name="award" />}
          title={t("Get Certified")}
          text={t("Earn a verified badge for your business.")}
          onClick={onGetCertified}
        />
        <HubCard
          icon={<Icon name="building-complex" />}
          title={t("Open Storefront")}
          text={t("List your business in the network.")}
          onClick={() => onChoose("/businesses")}
        />
        <HubCard
          icon={<Icon name="store" />}
          title={t("Open My Storefront")}
          text={t("Create your storefront step by step.")}
          onClick={onOpenStorefront}
        />
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => onChoose("/hub")}>{t("Go to Main Dashboard")}</Button>
        <Button variant="ghost" onClick={() => onChoose("/")}>
          {t("Skip for now")}
        </Button>
      </div>
    </div>
  );
}

function HubCard({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex flex-col items-start gap-2 rounded-lg border border-stone-200 p-3 text-start hover:border-brand-600 hover:bg-brand-50 sm:p-4"
    >
      <span aria-hidden="true" className="text-brand-700 [&>svg]:h-6 [&>svg]:w-6">
        {icon}
      </span>
      <span className="font-semibold text-stone-900">{title}</span>
      <span className="text-sm text-stone-600">{text}</span>
    </button>
  );
}
