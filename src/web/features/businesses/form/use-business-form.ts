import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { businessFormSchema } from "~/domain/businesses/business-form-schema";
import { defaultTimeZone } from "~/domain/places/time-zone";
import type { BusinessFormData, BusinessFormValues } from "./form-values";

/**
 * The business form's state under the shared schema. The time zone follows the country and the
 * state/province (`defaultTimeZone`) until the owner picks one.
 */
export function useBusinessForm(initial: BusinessFormValues) {
  const form = useForm<BusinessFormValues, unknown, BusinessFormData>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: initial,
  });
  const [followsPlace, setFollowsPlace] = useState(
    () => initial.time_zone === defaultTimeZone(initial.country, initial.state),
  );
  const country = form.watch("country");
  const state = form.watch("state");

  useEffect(() => {
    if (!followsPlace) return;
    const zone = defaultTimeZone(country, state);
    if (form.getValues("time_zone") !== zone) form.setValue("time_zone", zone, { shouldDirty: true });
  }, [country, state, followsPlace, form]);

  return { form, chooseTimeZone: () => setFollowsPlace(false) };
}
