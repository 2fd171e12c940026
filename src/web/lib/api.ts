import { type ClientResponse, hc, type InferRequestType, type InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { BusinessSearch } from "~/domain/search/search-params";
import type { ApiV1, Auth } from "./server-types";

/**
 * The one way the browser reaches the server (decision: pages read through loaders, and mutate
 * through this client). /api/v1 calls are typed by the routes' schemas through `hc<ApiV1>`;
 * /api/auth calls by better-auth's own endpoint types. No other module calls `fetch`.
 */

const API_V1 = "/api/v1";
const v1 = hc<ApiV1>(API_V1);

/** An error answered in the JSON error shape (or a better-auth message), with its status. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** The body of a route's success answer, as its schema types it (nothing for a 204). */
type Success<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? F extends "json"
        ? T
        : undefined
      : never
    : never;

/** The ApiError of a failed answer's status and parsed body (the JSON error shape, when it is one). */
function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body as ErrorBody | undefined)?.error;
  return new ApiError(
    status,
    error?.code ?? "internal",
    error?.message ?? `Request failed (${status})`,
    error?.fields,
  );
}

const OFFLINE = "Could not reach the server. Check your connection and try again.";

async function answer<R extends ClientResponse<unknown>>(pending: Promise<R>): Promise<Success<R>> {
  const response = await pending;
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, body);
  // `hc` types the answer as the union of every documented status; past `ok` it is the success one.
  return body as Success<R>;
}

type SearchQuery = NonNullable<InferRequestType<typeof v1.businesses.$get>["query"]>;

/** A parsed search as the query of GET /businesses (the flags travel as "true"). */
function searchQuery({ open_now, include_description, ...search }: BusinessSearch): SearchQuery {
  return {
    ...search,
    open_now: open_now ? "true" : undefined,
    include_description: include_description ? "true" : undefined,
  };
}

/** How far an upload has got, in whole percent (0–100). */
export type UploadProgress = (percent: number) => void;

/**
 * Sends a form with XMLHttpRequest, which (unlike fetch) reports upload progress. It is the same
 * same-origin request the typed client makes (the browser adds Origin and the session cookie), and
 * a failure becomes the same ApiError.
 */
function sendForm<T>(
  method: "PUT" | "POST",
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Accept", "application/json");
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.status === 204 ? undefined : JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiErrorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", OFFLINE));
    xhr.onabort = () => reject(new ApiError(0, "aborted", "The upload was cancelled."));
    xhr.send(form);
  });
}

const businessById = v1.businesses[":id"];

function uploadBusinessImage(slot: "logo" | "banner", id: string, file: File, onProgress?: UploadProgress) {
  const form = new FormData();
  form.set("file", file);
  const path = `${API_V1}${businessById[slot].$path({ param: { id } })}`;
  return sendForm<InferResponseType<(typeof businessById)[typeof slot]["$put"], 200>>(
    "PUT",
    path,
    form,
    onProgress,
  );
}

export type SearchPage = InferResponseType<typeof v1.businesses.$get, 200>;
export type Profile = InferResponseType<typeof v1.me.$get, 200>;
export type PrivacyPreferences = InferResponseType<typeof v1.me.privacy.$get, 200>;
export type OpportunityInterests = InferResponseType<(typeof v1.me)["opportunity-interests"]["$get"], 200>;
export type MyAnalytics = InferResponseType<typeof v1.me.analytics.$get, 200>;
export type AccountSession = InferResponseType<typeof v1.me.sessions.$get, 200>["items"][number];
export type LinkedIdentity = InferResponseType<typeof v1.me.identities.$get, 200>["items"][number];
export type IdentityProvider = InferResponseType<
  (typeof v1)["identity-providers"]["$get"],
  200
>["items"][number];

export type Business = InferResponseType<(typeof v1.businesses)[":id"]["$get"], 200>;
type BusinessInput = InferRequestType<typeof v1.businesses.$post>["json"];
type BusinessPatchInput = InferRequestType<(typeof v1.businesses)[":id"]["$patch"]>["json"];
type StorefrontInput = InferRequestType<typeof v1.storefronts.$post>["json"];
type StorefrontPatchInput = InferRequestType<(typeof v1.storefronts)[":id"]["$patch"]>["json"];
export type MyBusinessesQuery = NonNullable<InferRequestType<typeof v1.me.businesses.$get>["query"]>;
export type MyBusinessesPage = InferResponseType<typeof v1.me.businesses.$get, 200>;
export type OwnedBusiness = MyBusinessesPage["items"][number];

export type Opportunity = InferResponseType<(typeof v1.opportunities)[":id"]["$get"], 200>;
type OpportunityInput = InferRequestType<typeof v1.opportunities.$post>["json"];
type OpportunityPatchInput = InferRequestType<(typeof v1.opportunities)[":id"]["$patch"]>["json"];
export type NotificationList = InferResponseType<typeof v1.notifications.$get, 200>;
export type ReviewPage = InferResponseType<typeof v1.admin.certifications.$get, 200>;
export type ReviewCard = ReviewPage["items"][number];
export type ReviewDocument = ReviewCard["documents"][number];
export type ReviewStatus = "pending" | "approved" | "rejected";
export type AdminTemplate = InferResponseType<typeof v1.admin.documents.$get, 200>["items"][number];
export type TemplateOverview = InferResponseType<typeof v1.admin.documents.overview.$get, 200>;
type DecisionInput = InferRequestType<
  (typeof v1.admin.certifications)[":businessId"]["decision"]["$post"]
>["json"];
type DocumentReviewInput = InferRequestType<
  (typeof v1.admin)["certification-documents"][":documentId"]["review"]["$put"]
>["json"];
type TemplatePatchInput = InferRequestType<(typeof v1.admin.documents)[":id"]["$patch"]>["json"];
/** The fields of a template upload besides its file. */
export type TemplateUploadFields = {
  title: string;
  tier: string;
  document_type: string;
  instructions?: string;
};
export type NotificationItem = NotificationList["items"][number];
export type JobSummary = InferResponseType<typeof v1.admin.jobs.$get, 200>;
export type DeadJob = JobSummary["dead"][number];

const certificationOf = v1.certification[":businessId"];
export type ApplicationPage = InferResponseType<typeof certificationOf.$get, 200>;
export type ApplicantDocument = InferResponseType<typeof certificationOf.documents.$post, 201>;
export type TemplateDocument = ApplicationPage["templates"][number];
type SubmitApplicationInput = InferRequestType<typeof certificationOf.applications.$post>["json"];
type CheckoutInput = InferRequestType<typeof v1.payments.checkout.$post>["json"];

export const api = {
  searchBusinesses: (search: BusinessSearch) => answer(v1.businesses.$get({ query: searchQuery(search) })),
  createBusiness: (json: BusinessInput) => answer(v1.businesses.$post({ json })),
  updateBusiness: (id: string, json: BusinessPatchInput) =>
    answer(v1.businesses[":id"].$patch({ param: { id }, json })),
  setBusinessActive: (id: string, isActive: boolean) =>
    answer(v1.businesses[":id"].active.$put({ param: { id }, json: { is_active: isActive } })),
  deleteBusiness: (id: string) => answer(v1.businesses[":id"].$delete({ param: { id } })),
  /** Sets the logo (JPEG, PNG, GIF or WebP, at most 5 MB), reporting upload progress; answers the business. */
  uploadBusinessLogo: (id: string, file: File, onProgress?: UploadProgress) =>
    uploadBusinessImage("logo", id, file, onProgress),
  removeBusinessLogo: (id: string) => answer(businessById.logo.$delete({ param: { id } })),
  /** Sets the banner (the first of images), reporting upload progress; answers the business. */
  uploadBusinessBanner: (id: string, file: File, onProgress?: UploadProgress) =>
    uploadBusinessImage("banner", id, file, onProgress),
  removeBusinessBanner: (id: string) => answer(businessById.banner.$delete({ param: { id } })),
  createStorefront: (json: StorefrontInput) => answer(v1.storefronts.$post({ json })),
  updateStorefront: (id: string, json: StorefrontPatchInput) =>
    answer(v1.storefronts[":id"].$patch({ param: { id }, json })),
  listMyBusinesses: (query: MyBusinessesQuery) => answer(v1.me.businesses.$get({ query })),
  /**
   * Counts a phone or website click without holding up the navigation it starts: a beacon when the
   * browser has one (it survives leaving the page), else a call whose failure is only logged.
   */
  recordBusinessEvent(id: string, kind: "contact_click" | "website_click"): void {
    const path = `${API_V1}${v1.businesses[":id"].events.$path({ param: { id } })}`;
    const body = new Blob([JSON.stringify({ kind })], { type: "application/json" });
    if (typeof navigator !== "undefined" && navigator.sendBeacon?.(path, body)) return;
    answer(v1.businesses[":id"].events.$post({ param: { id }, json: { kind } })).catch((error: unknown) => {
      console.warn("Could not count the click", error);
    });
  },
  createOpportunity: (json: OpportunityInput) => answer(v1.opportunities.$post({ json })),
  updateOpportunity: (id: string, json: OpportunityPatchInput) =>
    answer(v1.opportunities[":id"].$patch({ param: { id }, json })),
  /** Closes an opportunity: it leaves the list, its poster and admins still find it. */
  closeOpportunity: (id: string) =>
    answer(v1.opportunities[":id"].$patch({ param: { id }, json: { is_active: false } })),
  deleteOpportunity: (id: string) => answer(v1.opportunities[":id"].$delete({ param: { id } })),
  sendContactMessage: (json: InferRequestType<(typeof v1)["contact-messages"]["$post"]>["json"]) =>
    answer(v1["contact-messages"].$post({ json })),
  updateProfile: (json: { full_name: string }) => answer(v1.me.$patch({ json })),
  uploadAvatar: (avatar: File) => answer(v1.me.avatar.$post({ form: { avatar } })),
  setWalkthroughCompleted: (completed: boolean) => answer(v1.me.walkthrough.$put({ json: { completed } })),
  updatePrivacy: (json: Partial<PrivacyPreferences>) => answer(v1.me.privacy.$patch({ json })),
  /** Replaces the categories and places the signed-in user is alerted about, whatever their tier. */
  saveOpportunityInterests: (json: OpportunityInterests) =>
    answer(v1.me["opportunity-interests"].$put({ json })),
  revokeSession: (id: string) => answer(v1.me.sessions[":id"].$delete({ param: { id } })),
  revokeOtherSessions: () => answer(v1.me.sessions["revoke-others"].$post()),
  /** Starts linking an identity: the provider's page to send the browser to (it comes back to Settings → Security). */
  linkIdentity: (provider: string) => answer(v1.me.identities.$post({ json: { provider } })),
  unlinkIdentity: (id: string) => answer(v1.me.identities[":id"].$delete({ param: { id } })),
  removePhone: () => answer(v1.me.phone.$delete()),
  disableTwoFactor: (code: string) => answer(v1.me["two-factor"].disable.$post({ json: { code } })),
  /** Storefront analytics of the signed-in user's own businesses over 7, 30 or 90 days (all or one). */
  getMyAnalytics: ({ days, business_id }: { days: 7 | 30 | 90; business_id?: string }) =>
    answer(v1.me.analytics.$get({ query: { days: `${days}`, business_id } })),
  /** One page of the admin review's applications in a status, with the counts (admins only). */
  listApplicationsForReview: (status: ReviewStatus, page = 1) =>
    answer(v1.admin.certifications.$get({ query: { status, page: `${page}` } })),
  /** Approves or rejects a pending application; answers the business's card. 409 when no longer pending. */
  decideApplication: (businessId: string, json: DecisionInput) =>
    answer(v1.admin.certifications[":businessId"].decision.$post({ param: { businessId }, json })),
  reviewCertificationDocument: (documentId: string, json: DocumentReviewInput) =>
    answer(v1.admin["certification-documents"][":documentId"].review.$put({ param: { documentId }, json })),
  listAdminTemplates: () => answer(v1.admin.documents.$get()),
  templateOverview: () => answer(v1.admin.documents.overview.$get()),
  /** Uploads a template (PDF or .docx, at most 10 MB), reporting upload progress; answers the template. */
  uploadTemplate: (fields: TemplateUploadFields, file: File, onProgress?: UploadProgress) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
    form.set("file", file);
    return sendForm<AdminTemplate>("POST", `${API_V1}${v1.admin.documents.$path()}`, form, onProgress);
  },
  updateTemplate: (id: string, json: TemplatePatchInput) =>
    answer(v1.admin.documents[":id"].$patch({ param: { id }, json })),
  deleteTemplate: (id: string) => answer(v1.admin.documents[":id"].$delete({ param: { id } })),
  /** The signed-in user's newest 10 notifications and the unread count. */
  listNotifications: () => answer(v1.notifications.$get()),
  markNotificationRead: (id: string) => answer(v1.notifications[":id"].read.$post({ param: { id } })),
  markAllNotificationsRead: () => answer(v1.notifications["read-all"].$post()),
  /** The application page of a business (owner or admin): templates, drafts, latest application. */
  getApplicationPage: (businessId: string) => answer(certificationOf.$get({ param: { businessId } })),
  /** The required documents (admin templates) of a tier, or of every tier. */
  listTemplates: (tier?: "Free" | "Verified" | "Certified" | "Preferred") =>
    answer(v1.certification.templates.$get({ query: { tier } })),
  /**
   * Uploads a document answering one required document (template) as a draft, reporting upload
   * progress (pdf, jpg, jpeg or png; at most 10 MB); a new upload for the same template replaces it.
   */
  uploadApplicantDocument(businessId: string, templateId: string, file: File, onProgress?: UploadProgress) {
    const form = new FormData();
    form.set("file", file);
    form.set("template_id", templateId);
    const path = `${API_V1}${certificationOf.documents.$path({ param: { businessId } })}`;
    return sendForm<ApplicantDocument>("POST", path, form, onProgress);
  },
  /** Removes a draft document (submitted ones stay). */
  removeApplicantDocument: (businessId: string, documentId: string) =>
    answer(certificationOf.documents[":documentId"].$delete({ param: { businessId, documentId } })),
  /** Submits the application: tier, affidavit and the signature as a PNG data URL. */
  submitApplication: (businessId: string, json: SubmitApplicationInput) =>
    answer(certificationOf.applications.$post({ param: { businessId }, json })),
  /** The certification history of a business, newest first (owner or admin). */
  listCertificationEvents: (businessId: string) =>
    answer(certificationOf.events.$get({ param: { businessId } })),
  /**
   * The certificate of a business as a file to save: its HTML and the name the server gives it
   * (certificate-{name}.html). 404 unless the business's certification is approved and current.
   */
  async downloadCertificate(id: string): Promise<{ file: Blob; fileName: string }> {
    const response = await v1.businesses[":id"].certificate.$get({ param: { id } });
    if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
    const disposition = response.headers.get("content-disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "certificate.html";
    return { file: await response.blob(), fileName };
  },
  /** Starts the payment of a renewal (owner or admin); answers the checkout URL to send the browser to. */
  startRenewalCheckout: (businessId: string, tier: CheckoutInput["certification_tier"]) =>
    answer(
      v1.payments.checkout.$post({
        json: { business_id: businessId, certification_tier: tier, is_renewal: true },
      }),
    ),
  /**
   * Starts the payment of the first year of the paid tier an application is for (owner or admin),
   * before it is submitted (decision 037); answers the checkout URL to send the browser to.
   */
  startFirstYearCheckout: (businessId: string, tier: CheckoutInput["certification_tier"]) =>
    answer(
      v1.payments.checkout.$post({
        json: { business_id: businessId, certification_tier: tier, is_renewal: false },
      }),
    ),
  /** Back from a checkout: whether its session is paid (and, for a renewal, applied, once). */
  verifyPayment: (sessionId: string) => answer(v1.payments.verify.$post({ json: { session_id: sessionId } })),
  /** "Pay" or "Cancel" on the local test checkout; answers where to go next. */
  simulateCheckout: (sessionId: string, outcome: "paid" | "canceled") =>
    answer(
      v1.payments.simulator[":session_id"].$post({ param: { session_id: sessionId }, json: { outcome } }),
    ),
  /** Gives a dead background job one more attempt (admins only); 409 when it is no longer dead. */
  retryDeadJob: (id: string) => answer(v1.admin.jobs[":id"].retry.$post({ param: { id } })),
  /**
   * Listens for the signed-in user's live notification events (Server-Sent Events). `onChange` is
   * called on every (re)connection and every event: the caller re-reads the list then. The browser
   * reconnects by itself after a network error; after a refusal (401, 503) this retries with backoff.
   * Returns the function that stops listening.
   */
  watchNotifications(onChange: (event: "ready" | "notification" | "resync") => void): () => void {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delayMs = 5_000;
    let stopped = false;
    const open = () => {
      source = new EventSource(`${API_V1}${v1.notifications.stream.$path()}`);
      for (const event of ["ready", "notification", "resync"] as const)
        source.addEventListener(event, () => onChange(event));
      source.addEventListener("ready", () => {
        delayMs = 5_000;
      });
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, delayMs);
        delayMs = Math.min(delayMs * 2, 120_000);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  },
};

/** The better-auth endpoints pages call, by path, with the server endpoint that answers each. */
type AuthEndpoints = {
  "/sign-up/email": "signUpEmail";
  "/sign-in/email": "signInEmail";
  "/sign-in/social": "signInSocial";
  "/sign-in/email-otp": "signInEmailOTP";
  "/email-otp/send-verification-otp": "sendVerificationOTP";
  "/request-password-reset": "requestPasswordReset";
  "/reset-password": "resetPassword";
  "/send-verification-email": "sendVerificationEmail";
  "/change-password": "changePassword";
  "/two-factor/enable": "enableTwoFactor";
  "/two-factor/verify-totp": "verifyTOTP";
  "/two-factor/verify-backup-code": "verifyBackupCode";
  "/sign-up/phone-number": "signUpPhoneNumber";
  "/sign-in/phone-number": "signInPhoneNumber";
  "/phone-number/send-otp": "sendPhoneNumberOTP";
  "/phone-number/verify": "verifyPhoneNumber";
  "/phone-number/request-password-reset": "requestPasswordResetPhoneNumber";
  "/phone-number/reset-password": "resetPasswordPhoneNumber";
  "/two-factor/send-otp": "sendTwoFactorOTP";
  "/two-factor/disable": "disableTwoFactor";
  "/two-factor/verify-otp": "verifyTwoFactorOTP";
  "/sign-out": "signOut";
  "/revoke-sessions": "revokeSessions";
};
type AuthPath = keyof AuthEndpoints;
type AuthEndpoint<P extends AuthPath> = Auth["api"][AuthEndpoints[P]];
type AuthBody<P extends AuthPath> = NonNullable<Parameters<AuthEndpoint<P>>[0]>["body"];
type AuthJson<P extends AuthPath> = JSONParsed<Awaited<ReturnType<AuthEndpoint<P>>>>;
/** Paths that sign in (a password reset signs in too, see the server's sign-in-after-reset). */
type SignInPath = "/sign-in/email" | "/sign-in/email-otp" | "/reset-password" | "/sign-in/phone-number";
/**
 * An endpoint's JSON. A sign-in of an account with two-factor on answers `twoFactorRedirect`
 * instead: the two-factor plugin's hook says so, which the endpoint's own type does not show.
 */
type AuthData<P extends AuthPath> = P extends SignInPath
  ?
      | (AuthJson<P> & { twoFactorRedirect?: undefined })
      | { twoFactorRedirect: true; twoFactorMethods?: string[] }
  : AuthJson<P>;

/** A better-auth endpoint answer: its JSON on success, or the server's message and field on failure. */
export type AuthResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string | null; field?: string };

/** An endpoint whose body is optional (signing out) may be called without one. */
type AuthArgs<P extends AuthPath> =
  undefined extends AuthBody<P> ? [body?: AuthBody<P>] : [body: AuthBody<P>];

export async function authCall<P extends AuthPath>(
  path: P,
  ...[body]: AuthArgs<P>
): Promise<AuthResult<AuthData<P>>> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    return { ok: false, status: 0, message: OFFLINE };
  }
  const json: unknown = await res.json().catch(() => null);
  // better-auth's endpoint types describe this JSON; its error answers carry a message (and a field).
  if (res.ok) return { ok: true, data: json as AuthData<P> };
  const error = json as { message?: string; field?: string } | null;
  return { ok: false, status: res.status, message: error?.message ?? null, field: error?.field };
}

/**
 * Asks better-auth for the session: when it is due for renewal the answer carries a fresh cookie.
 * Failures (offline, the server restarting) are left for the next page load.
 */
export function renewSession(): void {
  fetch("/api/auth/get-session", { credentials: "same-origin" }).catch(() => {});
}
