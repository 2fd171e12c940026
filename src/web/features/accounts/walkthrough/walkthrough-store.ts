import { useSyncExternalStore } from "react";

export const WALKTHROUGH_STEPS = 3;
export const WALKTHROUGH_START_DELAY_MS = 1000;
export const WALKTHROUGH_FADE_MS = 150;

export type WalkthroughState = { open: boolean; step: number };

const KEY = "ujamaa.walkthrough";
const CLOSED: WalkthroughState = { open: false, step: 1 };
let state: WalkthroughState = CLOSED;
let loaded = false;
const listeners = new Set<() => void>();

// The open step survives the trip to /settings?onboarding=true and back (same tab only).
function load() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as WalkthroughState | null;
    if (saved && typeof saved.step === "number")
      state = { open: Boolean(saved.open), step: clamp(saved.step) };
  } catch {
    window.sessionStorage.removeItem(KEY);
  }
}

function clamp(step: number) {
  return Math.min(WALKTHROUGH_STEPS, Math.max(1, Math.round(step)));
}

function set(next: WalkthroughState) {
  state = next;
  if (typeof window !== "undefined") window.sessionStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const walkthrough = {
  get(): WalkthroughState {
    load();
    return state;
  },
  /** A manual start always begins at step 1. */
  start: () => set({ open: true, step: 1 }),
  next: () => set({ ...walkthrough.get(), step: clamp(walkthrough.get().step + 1) }),
  back: () => set({ ...walkthrough.get(), step: clamp(walkthrough.get().step - 1) }),
  close: () => set(CLOSED),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function clearWalkthroughState() {
  state = CLOSED;
  if (typeof window !== "undefined") window.sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useWalkthrough(): WalkthroughState {
  return useSyncExternalStore(walkthrough.subscribe, walkthrough.get, () => CLOSED);
}

export function percentComplete(step: number): number {
  return Math.round((step / WALKTHROUGH_STEPS) * 100);
}
