import { createRoute, z } from "@hono/zod-openapi";
import { notificationSchema as notificationShape } from "~/domain/notifications/notification-types";
import { createRouter } from "~/server/http/app-env";
import { userOnly } from "~/server/http/guards";
import { errorResponses } from "~/server/http/openapi";
import { askedLanguage } from "~/server/http/request-language";
import { listMyNotifications } from "~/server/services/notifications/list-my-notifications";
import {
  markAllNotificationsRead,
  markNotificationRead,
} from "~/server/services/notifications/mark-notifications-read";
import { notificationStream } from "./notification-stream";

const notificationSchema = z.object(notificationShape.shape).openapi("Notification");

const listRoute = createRoute({
  method: "get",
  path: "/notifications",
  tags: ["Notifications"],
  middleware: [userOnly] as const,
  summary: "The signed-in user's newest 10 notifications, newest first, and the unread count",
  responses: {
    200: {
      description: "The notifications",
      content: {
        "application/json": {
          schema: z.object({ items: z.array(notificationSchema), unread: z.number().int() }),
        },
      },
    },
    ...errorResponses(401),
  },
});

const streamRoute = createRoute({
  method: "get",
  path: "/notifications/stream",
  tags: ["Notifications"],
  middleware: [userOnly] as const,
  summary: "Live events for the signed-in user's new notifications (Server-Sent Events)",
  description:
    "Events: `ready` once listening; `notification` with `{ id }` for each new notification of the user; " +
    "`resync` when events may have been missed (re-read the list). A comment line every 25 s keeps it open.",
  responses: {
    200: { description: "An event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(401),
  },
});

const readOneRoute = createRoute({
  method: "post",
  path: "/notifications/{id}/read",
  tags: ["Notifications"],
  middleware: [userOnly] as const,
  summary: "Mark one of the user's notifications read",
  request: {
    params: z.object({
      id: z.uuid().openapi({ param: { name: "id", in: "path" }, description: "Notification id" }),
    }),
  },
  responses: {
    200: {
      description: "The notification, read",
      content: { "application/json": { schema: notificationSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});

const readAllRoute = createRoute({
  method: "post",
  path: "/notifications/read-all",
  tags: ["Notifications"],
  middleware: [userOnly] as const,
  summary: "Mark every unread notification of the user read",
  responses: {
    200: {
      description: "How many changed",
      content: { "application/json": { schema: z.object({ updated: z.number().int() }) } },
    },
    ...errorResponses(401),
  },
});

export function createNotificationsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listMyNotifications(c.get("runtime"), c.get("actor"), askedLanguage(c)), 200),
    )
    .openapi(streamRoute, (c) => notificationStream(c) as never)
    .openapi(readAllRoute, async (c) => {
      const updated = await markAllNotificationsRead(c.get("runtime"), c.get("actor"));
      return c.json({ updated }, 200);
    })
    .openapi(readOneRoute, async (c) => {
      const notification = await markNotificationRead(
        c.get("runtime"),
        c.get("actor"),
        c.req.valid("param"),
        askedLanguage(c),
      );
      return c.json(notification, 200);
    });
}
