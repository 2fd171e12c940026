import { FilterXSS } from "xss";

/**
 * Removes markup from plain text: every tag goes (with its attributes, so inline event handlers
 * go too), and the content of script, style, iframe, object and embed goes with its tag. Text is
 * left as typed otherwise ("Tom & Jerry" stays), since pages print it as text, never as HTML.
 * js-xss runs alike in the browser and on the server, so the form previews what will be saved.
 */
const filter = new FilterXSS({
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  allowCommentTag: false,
  escapeHtml: (text) => text,
});

const SCRIPT_URL = /\b(?:java|vb)script\s*:/gi;

/**
 * A "<" that opens no tag (HTML's tags start "<" then a letter, "/", "!" or "?"): "I <3 it", "a < b".
 * It is kept aside as a private-use character while tags are stripped, then put back; that character
 * is removed from the input first, so nothing typed can become a "<" that opens a tag.
 */
const LONE_LT = /<(?![A-Za-z/!?])/g;
const KEPT_LT = "\uE000";

export function stripMarkup(value: string): string {
  let text = value.replaceAll(KEPT_LT, "").replace(LONE_LT, KEPT_LT);
  // Stripping can join the halves of a split payload ("<scr<script>ipt>"); repeat until stable.
  for (let pass = 0; pass < 5; pass++) {
    const next = filter.process(text).replace(SCRIPT_URL, "");
    if (next === text) break;
    text = next;
  }
  return text.replaceAll(KEPT_LT, "<").trim();
}
