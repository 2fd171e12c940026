/** Set on the page a signed-in person reaches after following a confirmation link. */
export const EMAIL_CONFIRMED_PARAM = "email_confirmed";
