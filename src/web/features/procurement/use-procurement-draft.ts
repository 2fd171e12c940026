import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ProcurementProfile } from "~/domain/procurement/procurement-schema";
import { EMPTY_DRAFT, type ProcurementDraft, profileToDraft } from "./procurement-draft";
import { type ProcurementLoad, procurementPath } from "./procurement-load";

export type ProcurementDraftState = {
  /** Null while an existing business's profile is read. */
  draft: ProcurementDraft | null;
  setDraft(draft: ProcurementDraft): void;
  /** Whether the owner changed anything since it was read (a new business: since it was empty). */
  dirty: boolean;
  error: string | null;
  /** The business's other certifications as last read (null while read, or for a new business). */
  otherCertifications: ProcurementProfile["other_certifications"] | null;
};

/**
 * The "For buyers" section's values: for an existing business, its profile read through the
 * section's loader with a fetcher (read again on every revalidation, so after a save it shows what
 * the server has); for a new one, empty.
 */
export function useProcurementDraft(businessId: string | undefined): ProcurementDraftState {
  const fetcher = useFetcher<ProcurementLoad>();
  const { load } = fetcher;
  useEffect(() => {
    if (businessId) void load(procurementPath(businessId));
  }, [load, businessId]);

  const [read, setRead] = useState<ProcurementProfile | null>(null);
  const [saved, setSaved] = useState<ProcurementDraft | null>(businessId ? null : EMPTY_DRAFT);
  const [draft, setDraft] = useState<ProcurementDraft | null>(saved);
  const profile = fetcher.data?.profile;
  if (profile && profile !== read) {
    const fresh = profileToDraft(profile);
    setRead(profile);
    setSaved(fresh);
    setDraft(fresh);
  }
  return {
    draft,
    setDraft,
    dirty: draft !== null && JSON.stringify(draft) !== JSON.stringify(saved),
    error: fetcher.state === "idle" ? (fetcher.data?.error ?? null) : null,
    otherCertifications: read?.other_certifications ?? null,
  };
}
