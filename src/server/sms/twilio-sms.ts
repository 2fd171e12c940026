import type { SmsSender } from "./sms-sender";

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com; a loopback server in tests. */
  baseUrl: string;
  timeoutMs?: number;
};

/** Twilio's error answer: { code, message, more_info, status }. */
type TwilioError = { code?: number; message?: string; status?: number };

export class SmsSendError extends Error {
  override name = "SmsSendError";
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends through Twilio's REST API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth
 * (account SID, auth token). A failure throws without the message's text, so no code reaches a log.
 */
export function createTwilioSms(options: TwilioOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const fromField = options.from.startsWith("MG") ? "MessagingServiceSid" : "From";
  return {
    kind: "twilio",
    async send(message) {
      const body = new URLSearchParams({ To: message.to, [fromField]: options.from, Body: message.text });
      const res = await fetch(url, {
        method: "POST",
        headers: {
          authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      if (res.status === 201 || res.status === 200) {
        await res.body?.cancel();
        return;
      }
      let error: TwilioError = {};
      try {
        error = (await res.json()) as TwilioError;
      } catch {
        // not JSON: the status alone says enough
      }
      const code = typeof error.code === "number" ? error.code : null;
      const reason = typeof error.message === "string" ? error.message.slice(0, 200) : res.statusText;
      throw new SmsSendError(
        `Twilio refused the message (HTTP ${res.status}${code ? `, error ${code}` : ""}): ${reason}`,
        res.status,
        code,
      );
    },
  };
}
