import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, PASSWORD, sameOrigin, signInAsNewMember, test } from "./fixtures";

/**
 * A page another site serves on the same host (so the browser sends the victim's SameSite=Lax
 * cookies along): it tries every state-changing endpoint with no-cors and CORS fetches and with
 * auto-submitted forms, then sets its title to "done". (DELETE, PATCH and PUT cannot leave another
 * origin without a CORS preflight, which the site never grants; the API tests cover them too.)
 */
function attackerPage(site: string, marker: string): string {
  return `<!doctype html><html><head><title>working</title></head><body><script>
const site = ${JSON.stringify(site)};
const marker = ${JSON.stringify(marker)};
const json = (value) => JSON.stringify(value);
const contact = { name: "Mallory", email: "mallory@example.com", subject: marker, message: "Sent by another site." };
const png = () => new Promise((resolve) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 32;
  canvas.getContext("2d").fillRect(0, 0, 32, 32);
  canvas.toBlob(resolve, "image/png");
});
const send = (path, init) =>
  fetch(site + path, { credentials: "include", ...init }).catch(() => undefined);
const noCors = (path, body) => send(path, { method: "POST", mode: "no-cors", body });
function submit(path, fields, enctype, file) {
  return new Promise((resolve) => {
    const frame = document.createElement("iframe");
    frame.name = "f" + Math.random().toString(36).slice(2);
    frame.addEventListener("load", () => resolve(), { once: true });
    setTimeout(resolve, 5000);
    document.body.append(frame);
    const form = document.createElement("form");
    form.method = "POST";
    form.action = site + path;
    form.enctype = enctype;
    form.target = frame.name;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement("input");
      input.name = name;
      input.value = value;
      form.append(input);
    }
    if (file) {
      const input = document.createElement("input");
      input.type = "file";
      input.name = "avatar";
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
}
(async () => {
  const image = new File([await png()], "x.png", { type: "image/png" });
  const avatar = new FormData();
  avatar.set("avatar", image);
  await Promise.all([
    noCors("/api/v1/me/avatar", avatar),
    noCors("/api/v1/me/sessions/revoke-others"),
    noCors("/api/v1/contact-messages", json(contact)),
    noCors("/api/v1/me/two-factor/disable", json({ code: "123456" })),
    noCors("/api/auth/revoke-sessions", json({})),
    send("/api/v1/me", { method: "PATCH", headers: { "content-type": "application/json" }, body: json({ full_name: "Mallory" }) }),
    send("/api/v1/me/privacy", { method: "PATCH", headers: { "content-type": "application/json" }, body: json({ promotionalEmails: false }) }),
    send("/api/v1/me/walkthrough", { method: "PUT", headers: { "content-type": "application/json" }, body: json({ completed: false }) }),
    send("/api/v1/me/sessions/" + encodeURIComponent("any"), { method: "DELETE" }),
  ]);
  await submit("/contact", contact, "application/x-www-form-urlencoded");
  await submit("/api/v1/me/avatar", {}, "multipart/form-data", image);
  await submit("/api/v1/contact-messages", { ['{"name":"Mallory","email":"m@example.com","subject":"' + marker + '","message":"x","pad":"']: '"}' }, "text/plain");
  await noCors("/api/auth/sign-out", json({}));
  document.title = "done";
})();
</script></body></html>`;
}

let attacker: Server;
let attackerUrl: string;
let html = "";

test.beforeAll(async () => {
  attacker = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", () => resolve()));
  // The same host name as the site on another port: same-site, so Lax cookies go along.
  const site = new URL(sameOrigin().origin);
  attackerUrl = `${site.protocol}//${site.hostname}:${(attacker.address() as AddressInfo).port}/`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

async function visitAttacker(page: Page, marker: string) {
  html = attackerPage(sameOrigin().origin, marker);
  // Its own tab: the blocked CORS requests log errors there, which are the point.
  const tab = await page.context().newPage();
  await tab.goto(attackerUrl);
  await expect(tab).toHaveTitle("done", { timeout: 20_000 });
  await tab.close();
}

test("a page served from another loopback port tries each state-changing endpoint and changes nothing", async ({
  page,
}) => {
  const email = await signInAsNewMember(page, "victim");
  const laptop = await playwrightRequest.newContext({ baseURL: sameOrigin().origin });
  const signIn = await laptop.post("/api/auth/sign-in/email", {
    headers: sameOrigin(),
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const before = await (await page.request.get("/api/v1/me")).json();
  const marker = `Cross-site ${Date.now()}`;

  await visitAttacker(page, marker);

  const me = await page.request.get("/api/v1/me");
  expect(me.status(), "still signed in").toBe(200);
  const after = await me.json();
  expect(after).toMatchObject({ full_name: before.full_name, avatar_url: null });
  expect(after.walkthrough_completed_at).not.toBeNull();
  expect((await (await page.request.get("/api/v1/me/privacy")).json()).promotionalEmails).toBe(true);
  expect((await laptop.get("/api/v1/me")).status(), "the other session still lives").toBe(200);
  const mail = await (await page.request.get("/api/dev/mail?to=hello@ujamaa.test")).json();
  expect(mail.items.filter((m: { subject: string }) => m.subject.includes(marker))).toEqual([]);
  await laptop.dispose();
});
