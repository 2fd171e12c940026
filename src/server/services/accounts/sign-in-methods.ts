/** better-auth's provider id for the e-mail and password sign-in of an account. */
export const PASSWORD_PROVIDER = "credential";
