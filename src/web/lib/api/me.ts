import type { InferResponseType } from "hono/client";
import type { Language } from "~/domain/languages/languages";
import { answer, v1 } from "./client";

export type Profile = InferResponseType<typeof v1.me.$get, 200>;
export type PrivacyPreferences = InferResponseType<typeof v1.me.privacy.$get, 200>;
export type OpportunityInterests = InferResponseType<(typeof v1.me)["opportunity-interests"]["$get"], 200>;

export const updateProfile = (json: { full_name: string }) => answer(v1.me.$patch({ json }));

export const uploadAvatar = (avatar: File) => answer(v1.me.avatar.$post({ form: { avatar } }));

export const setWalkthroughCompleted = (completed: boolean) =>
  answer(v1.me.walkthrough.$put({ json: { completed } }));

export const updatePrivacy = (json: Partial<PrivacyPreferences>) => answer(v1.me.privacy.$patch({ json }));

/** Replaces the categories and places the signed-in user is alerted about, whatever their tier. */
export const saveOpportunityInterests = (json: OpportunityInterests) =>
  answer(v1.me["opportunity-interests"].$put({ json }));

export const removePhone = () => answer(v1.me.phone.$delete());

export const disableTwoFactor = (code: string) =>
  answer(v1.me["two-factor"].disable.$post({ json: { code } }));

/** Stores the language the signed-in user chose with the switcher: their e-mails and one-path pages follow it. */
export const saveLanguage = (language: Language) => answer(v1.me.language.$put({ json: { language } }));
