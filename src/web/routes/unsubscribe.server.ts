import { data } from "react-router";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import { checkUnsubscribeToken, unsubscribeByToken } from "~/server/services/privacy/unsubscribe-by-token";

export type UnsubscribeState =
  | { state: "confirm"; token: string }
  | { state: "done" }
  | { state: "invalid"; message: string };

function invalid(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return data<UnsubscribeState>({ state: "invalid", message: error.message }, { status: 400 });
}

/** /unsubscribe?token=: the question with its button; opening the link changes nothing (mail scanners follow links). */
export async function loadUnsubscribePage(runtime: Runtime, url: URL) {
  const token = (url.searchParams.get("token") ?? "").slice(0, 600);
  try {
    await checkUnsubscribeToken(runtime, { token });
    return data<UnsubscribeState>({ state: "confirm", token });
  } catch (error) {
    return invalid(error);
  }
}

/** The button: switches contract opportunity e-mails off for the user the token names. */
export async function submitUnsubscribe(runtime: Runtime, request: Request) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "").slice(0, 600);
  try {
    await unsubscribeByToken(runtime, { token });
    return data<UnsubscribeState>({ state: "done" });
  } catch (error) {
    return invalid(error);
  }
}
