import type { SmsMessage } from "./sms-sender";

/** The texts Ujamaa sends. Short: one SMS segment each. Codes are never logged (see job-queue). */
export function signUpCodeSms(to: string, code: string): SmsMessage {
  return {
    to,
    text: `${code} is your Ujamaa code to finish creating your account. It expires in 5 minutes.`,
  };
}

export function signInCodeSms(to: string, code: string): SmsMessage {
  return { to, text: `${code} is your Ujamaa code. It expires in 5 minutes. Never share it.` };
}

export function resetCodeSms(to: string, code: string): SmsMessage {
  return { to, text: `${code} is your Ujamaa code to reset your password. It expires in 5 minutes.` };
}

export function twoFactorCodeSms(to: string, code: string): SmsMessage {
  return {
    to,
    text: `${code} is your Ujamaa sign-in code (two-step verification). It expires in 5 minutes.`,
  };
}

export function accountExistsSms(to: string, baseUrl: string): SmsMessage {
  return {
    to,
    text: `Someone tried to create an Ujamaa account with this number. You already have one: sign in at ${baseUrl}/auth or reset your password there.`,
  };
}

export function numberInUseSms(to: string): SmsMessage {
  return {
    to,
    text: "Someone tried to add this number to another Ujamaa account. It stays with yours; no code was sent.",
  };
}
