// Hard-coded English in components (issue 36, decision 062): JSX text with letters, and string
// literals in the attributes a person reads or hears (aria-label, title, placeholder, alt, label), in
// the files given. Every such text must come through the catalogues (`t(…)`). Prints each as
// file:line: text; exits 1 when any is found.
// Usage: node scripts/find-hard-coded-text.js FILE…   (tests/lint/hard-coded-text.test.ts names the files)
import fs from "node:fs";
import ts from "typescript";

const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description"]);
/** Texts that are the same in every language: the brand, and signs without words. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Ujamaa"]);
const hasWords = (text) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

export function hardCodedTexts(file) {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found = [];
  const report = (node, text) =>
    found.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = process.argv.slice(2).flatMap(hardCodedTexts);
  for (const f of found) console.log(`${f.file}:${f.line}: ${f.text}`);
  process.exit(found.length ? 1 : 0);
}
