import { Controller } from "react-hook-form";
import type { LatLng } from "~/domain/places/placement";
import { LocationOnMap } from "~/web/features/businesses/form/location-on-map";
import { useT } from "~/web/features/languages/language-context";
import { TextField } from "./storefront-fields";
import { SOCIAL_NETWORKS, type StorefrontForm } from "./storefront-form";

type OnlinePresenceFieldsProps = {
  form: StorefrontForm;
  idPrefix: string;
  /** The saved storefront's address could not be placed on the map (never for a new one). */
  unplaced?: boolean;
  /** Where the saved storefront is on the map (none for a new one). */
  position?: LatLng | null;
};

/** Website, social links (each only if filled), an optional address and its location on the map. */
export function OnlinePresenceFields({
  form,
  idPrefix,
  unplaced = false,
  position = null,
}: OnlinePresenceFieldsProps) {
  const t = useT();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className="space-y-6">
      <TextField
        id={`${idPrefix}-website`}
        label={t("Website")}
        type="url"
        autoComplete="url"
        placeholder={t("https://yourbusiness.com")}
        error={errors.website?.message}
        {...register("website")}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{t("Social Media")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network.key}
              id={`${idPrefix}-${network.key}`}
              label={network.label}
              type="url"
              placeholder={network.placeholder}
              error={errors.social_media?.[network.key]?.message}
              {...register(`social_media.${network.key}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">
          {t("Address")} <span className="font-normal text-stone-500">{t("(optional)")}</span>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${idPrefix}-address`}
            label={t("Street Address")}
            autoComplete="street-address"
            error={errors.address?.message}
            className="sm:col-span-2"
            {...register("address")}
          />
          <TextField
            id={`${idPrefix}-city`}
            label={t("City")}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register("city")}
          />
          <TextField
            id={`${idPrefix}-state`}
            label={t("State")}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register("state")}
          />
          <TextField
            id={`${idPrefix}-zip`}
            label={t("Zip Code")}
            autoComplete="postal-code"
            error={errors.zip_code?.message}
            {...register("zip_code")}
          />
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="pin"
        render={({ field }) => (
          <LocationOnMap
            id={`${idPrefix}-location`}
            areaOnly={register("show_area_only")}
            unplaced={unplaced && field.value == null}
            pin={{ value: field.value ?? position, onChange: field.onChange }}
          />
        )}
      />
    </div>
  );
}
