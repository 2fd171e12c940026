/**
 * The contact form's own message when a form posted without JavaScript is too big to read (the page's
 * action answers it): an id of the `info` catalogue, shown in the page's language.
 */
export const MESSAGE_TOO_LONG = "Your message is too long.";
