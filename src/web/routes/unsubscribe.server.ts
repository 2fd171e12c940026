import { data } from "react-router";
import { AppError } from "~/server/errors";
import type { Runtime } from "~/server/runtime";
import { checkUnsubscribeToken, unsubscribeByToken } from "~/server/services/privacy/unsubscribe-by-token";
import { pageMessages, pageTranslator } from "~/web/features/languages/page-messages.server";

export type UnsubscribeState =
  | { state: "confirm"; token: string }
  | { state: "done" }
  | { state: "invalid"; message: string };

/** The page's title and words in its language (the loader's; the button's answer keeps them). */
function pageWords(request: Request) {
  return {
    title: pageTranslator(request, ["notifications"])("Unsubscribe · Ujamaa"),
    messages: pageMessages(request, ["notifications"]),
  };
}

function invalid(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return { state: "invalid", message: error.message } as const;
}

/** /unsubscribe?token=: the question with its button; opening the link changes nothing (mail scanners follow links). */
export async function loadUnsubscribePage(runtime: Runtime, url: URL, request: Request) {
  const token = (url.searchParams.get("token") ?? "").slice(0, 600);
  let state: UnsubscribeState;
  try {
    await checkUnsubscribeToken(runtime, { token });
    state = { state: "confirm", token };
  } catch (error) {
    state = invalid(error);
  }
  return data(
    { ...state, ...pageWords(request) } as UnsubscribeState & ReturnType<typeof pageWords>,
    state.state === "invalid" ? { status: 400 } : undefined,
  );
}

/** The button: switches contract opportunity e-mails off for the user the token names. */
export async function submitUnsubscribe(runtime: Runtime, request: Request) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "").slice(0, 600);
  try {
    await unsubscribeByToken(runtime, { token });
    return data<UnsubscribeState>({ state: "done" });
  } catch (error) {
    return data<UnsubscribeState>(invalid(error), { status: 400 });
  }
}
