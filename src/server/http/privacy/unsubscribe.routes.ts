import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "~/server/http/app-env";
import { errorResponses } from "~/server/http/openapi";
import { unsubscribeByToken } from "~/server/services/privacy/unsubscribe-by-token";
import { unsubscribePage } from "./unsubscribe-page";

export const UNSUBSCRIBE_PATH = "/unsubscribe";

const query = z.object({
  token: z
    .string()
    .max(600)
    .openapi({ param: { name: "token", in: "query" }, description: "The token from the e-mail's link" }),
});
const html = { "text/html": { schema: z.string() } };

const getRoute = createRoute({
  method: "get",
  path: UNSUBSCRIBE_PATH,
  tags: ["Me"],
  summary: "Asks whether to switch contract opportunity e-mails off (changes nothing)",
  description:
    "The link in every alert e-mail. Sends the browser to the site's page /unsubscribe?token=…, whose button unsubscribes; a GET never does, so mail scanners that follow links change nothing.",
  request: { query },
  responses: {
    303: { description: "To the page with the question and its button" },
  },
});

const postRoute = createRoute({
  method: "post",
  path: UNSUBSCRIBE_PATH,
  tags: ["Me"],
  summary: "One-click unsubscribe (RFC 8058): switches contract notifications off",
  description:
    "No sign-in and no Origin needed: the token, an HMAC of the user id, is the credential. Mail clients POST " +
    "'List-Unsubscribe=One-Click' here. An altered token changes nothing.",
  request: { query },
  responses: {
    200: { description: "Unsubscribed", content: html },
    ...errorResponses(400, 413),
  },
});

export function createUnsubscribeRoutes() {
  return createRouter()
    .openapi(getRoute, (c) => {
      const { token } = c.req.valid("query");
      return c.redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    })
    .openapi(postRoute, async (c) => {
      // An altered token is an AppError: the API's error shape, like every other refusal.
      await unsubscribeByToken(c.get("runtime"), { token: c.req.valid("query").token });
      return c.html(unsubscribePage(), 200);
    });
}
