/** One text message as the app sends it: to an E.164 number. */
export type SmsMessage = { to: string; text: string };

/** Sends text messages: the dev outbox by default, Twilio when SMS_PROVIDER=twilio. */
export type SmsSender = {
  kind: "outbox" | "twilio";
  send(message: SmsMessage): Promise<void>;
};

/** The subject an SMS is kept under in the dev outbox, beside the mail. */
export const SMS_OUTBOX_SUBJECT = "Text message";
