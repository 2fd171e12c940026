import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { AnalyticsRange, MyAnalytics } from "~/domain/analytics/analytics-schema";
import { type AnalyticsLoad, analyticsPath } from "./analytics-load";

export type AnalyticsState = {
  /** The last figures received (kept on screen while the next ones load). */
  data: MyAnalytics | null;
  loading: boolean;
  error: string | null;
  retry(): void;
};

/**
 * The figures for a window and a business (undefined: all), read through the tab's loader with a
 * fetcher: a new choice reads again (an answer to an earlier one is dropped), and so does every
 * revalidation of the page after a write.
 */
export function useMyAnalytics(days: AnalyticsRange, businessId: string | undefined): AnalyticsState {
  const fetcher = useFetcher<AnalyticsLoad>();
  const { load } = fetcher;
  const path = analyticsPath(days, businessId);
  useEffect(() => {
    void load(path);
  }, [load, path]);
  const retry = useCallback(() => void load(path), [load, path]);

  const answer = fetcher.data;
  // A refusal keeps the last figures on screen under its message.
  const [shown, setShown] = useState<MyAnalytics | null>(null);
  if (answer?.analytics && answer.analytics !== shown) setShown(answer.analytics);
  return {
    data: answer?.analytics ?? shown,
    loading: fetcher.state !== "idle" || answer === undefined,
    error: fetcher.state === "idle" ? (answer?.error ?? null) : null,
    retry,
  };
}
