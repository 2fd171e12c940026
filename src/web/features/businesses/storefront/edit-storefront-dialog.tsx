import { useForm } from "react-hook-form";
import type { StorefrontData, StorefrontValues } from "~/domain/businesses/business-form-schema";
import { type Business, isManagedBusiness } from "~/domain/businesses/business-schema";
import { Button } from "~/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/web/components/ui/dialog";
import { toast } from "~/web/components/ui/toast";
import { useT } from "~/web/features/languages/language-context";
import { ApiError } from "~/web/lib/api/client";
import { updateStorefront } from "~/web/lib/api/storefronts";
import { BasicInfoFields } from "./basic-info-fields";
import { OnlinePresenceFields } from "./online-presence-fields";
import { setServerErrors } from "./server-errors";
import { storefrontResolver, storefrontValuesOf } from "./storefront-form";
import { StorefrontImagesEditor } from "./storefront-images-editor";

type EditStorefrontDialogProps = {
  business: Business | null;
  onOpenChange(open: boolean): void;
  onSaved(business: Business): void;
};

/** 'Edit Storefront': the wizard's fields for one business; only what changed is sent. */
export function EditStorefrontDialog({ business, onOpenChange, onSaved }: EditStorefrontDialogProps) {
  return (
    <Dialog open={business !== null} onOpenChange={onOpenChange}>
      {business ? (
        <DialogContent className="max-w-2xl" dismissible={false}>
          <EditStorefrontForm
            key={business.id}
            business={business}
            onClose={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type EditStorefrontFormProps = { business: Business; onClose(): void; onSaved(business: Business): void };

function EditStorefrontForm({ business, onClose, onSaved }: EditStorefrontFormProps) {
  const t = useT();
  const form = useForm<StorefrontValues, unknown, StorefrontData>({
    resolver: storefrontResolver,
    defaultValues: storefrontValuesOf(business),
    mode: "onTouched",
  });
  const saving = form.formState.isSubmitting;

  async function save(data: StorefrontData) {
    const patch = changedFields(data, form.formState.dirtyFields);
    if (Object.keys(patch).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await updateStorefront(business.id, patch);
      toast.success(t("Storefront updated"), {
        description: t("{name} has been saved.", { name: saved.name }),
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(form, error.fields);
      toast.error(t("Failed to update business"), {
        description: error instanceof Error ? error.message : t("Please try again."),
      });
    }
  }

  return (
    <form noValidate aria-busy={saving} onSubmit={form.handleSubmit(save)} className="space-y-6">
      <header className="pe-8">
        <DialogTitle className="text-xl">{t("Edit Storefront")}</DialogTitle>
        <DialogDescription className="mt-1">
          {t("Change how {name} appears in the directory.", { name: business.name })}
        </DialogDescription>
      </header>
      <BasicInfoFields form={form} idPrefix="edit" />
      <StorefrontImagesEditor business={business} onSaved={onSaved} />
      <OnlinePresenceFields
        form={form}
        idPrefix="edit"
        unplaced={isManagedBusiness(business) && business.unplaced}
        position={
          isManagedBusiness(business) && business.position
            ? { lat: business.position.lat, lng: business.position.lng }
            : null
        }
      />
      <footer className="flex justify-end gap-2 border-t border-stone-200 pt-4">
        <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
          {t("Cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("Saving...") : t("Save Changes")}
        </Button>
      </footer>
    </form>
  );
}

type Dirty = Partial<Record<keyof StorefrontValues, unknown>>;

/** The parsed fields the owner touched (social links travel together); the rest stays as stored. */
function changedFields(data: StorefrontData, dirty: Dirty): Partial<StorefrontData> {
  const patch: Partial<StorefrontData> = {};
  for (const key of Object.keys(data) as (keyof StorefrontData)[]) {
    if (dirty[key]) Object.assign(patch, { [key]: data[key] });
  }
  return patch;
}
