import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { AppError } from "~/server/errors";
import type { SignedInActor } from "~/server/policy";
import { checkCertificationManager } from "~/server/services/certification/check-certification-manager";
import { pageOf } from "~/web/lib/page-context";

/**
 * The page guards, one per kind of page, run as route middleware before any loader of the pages
 * under them (the layouts of src/web/routes.ts): visitors go to /auth, non-admins on /admin/* to /,
 * and a business's certification pages answer 404 to anyone but its owner or an admin, as for an
 * unknown business. The signed-in actor they let through is on `signedInContext`.
 */
const signedInContext = createContext<SignedInActor>();

/** The signed-in actor a guard let through (only in loaders under a guard's layout). */
export function signedInOf(context: Readonly<RouterContextProvider>): SignedInActor {
  return context.get(signedInContext);
}

export const signedInOnly: MiddlewareFunction<Response> = ({ context }) => {
  const { actor } = pageOf(context);
  if (actor.kind !== "user") throw redirect("/auth");
  context.set(signedInContext, actor);
};

export const adminsOnly: MiddlewareFunction<Response> = ({ context }) => {
  const { actor } = pageOf(context);
  if (actor.kind !== "user" || actor.role !== "admin") throw redirect("/");
  context.set(signedInContext, actor);
};

/** Under `signedInOnly`: the business of the URL's `businessId` is the actor's, or they are an admin. */
export const certificationManagersOnly: MiddlewareFunction<Response> = async ({ context, params }) => {
  const { runtime } = pageOf(context);
  await checkCertificationManager(runtime, signedInOf(context), {
    businessId: params.businessId ?? "",
  }).catch((error: unknown) => {
    throw pageErrorOf(error);
  });
};

/**
 * What a page shows for a service's AppError, in one place: an unknown or someone else's thing is
 * the not-found page (no hint that it exists), or a redirect where the spec sends the user
 * elsewhere (`missingGoesTo`); a visitor goes to /auth; anything else stays an error.
 */
export function pageErrorOf(error: unknown, { missingGoesTo }: { missingGoesTo?: string } = {}): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === "not_found" || error.code === "forbidden") {
    return missingGoesTo ? redirect(missingGoesTo) : data(null, { status: 404 });
  }
  if (error.code === "unauthorized") return redirect("/auth");
  return error;
}

/** For a loader's `.catch(…)`: throws what the page shows for the error (pageErrorOf). */
export function toPageError(options: { missingGoesTo?: string } = {}) {
  return (error: unknown): never => {
    throw pageErrorOf(error, options);
  };
}
