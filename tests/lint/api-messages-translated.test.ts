// The API answers its errors in the request's language (issue 36, decision 062): every fixed message a
// service throws (`new AppError(code, "…")`, the owner checks' messages) and every check's message of the
// schemas requests are read with must be a catalogue message, so that `textIn` finds it in each language.
// Messages built with values (`\`…${x}…\``) are not fixed and stay English.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "~/domain/languages/catalogs";

const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "email",
  "url",
  "refine",
  "superRefine",
  "nonempty",
  "int",
  "positive",
  "nonnegative",
  "gte",
  "lte",
  "gt",
  "lt",
  "uuid",
  "datetime",
  "date",
  "string",
  "number",
  "array",
  "object",
  "check",
  "multipleOf",
  "addIssue",
  "custom",
]);
/** Configuration, database and metrics checks speak to the operator, not to an API client. */
const OPERATOR_ONLY = /\/src\/server\/(config|db|cli|metrics)\b/;
/** A check's message a person reads: a sentence ("Name is required"), not a token ("bbox"). */
const isSentence = (text: string) => /^[A-Z][a-z]*\b.* /.test(text) || /^at most /.test(text);

type Messages = { fixed: string[]; builtWithValues: string[] };

function apiMessages(): Messages {
  const config = ts.getParsedCommandLineOfConfigFile(
    "tsconfig.json",
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const files = config.fileNames.filter((f) => /\/src\/(server|domain)\//.test(f) && !f.includes(".test."));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const literalsOf = (type: ts.Type): string[] | null => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.every((part) => part.isStringLiteral())
      ? parts.map((part) => (part as ts.StringLiteralType).value)
      : null;
  };
  const builtWithValues: string[] = [];
  /**
   * The string values an expression can only be (a literal, a const, a union of them, a template of
   * constants), else null. A template with a value that varies is a message built with values: it must
   * be `AppError.of`'s template instead, or no language but English could say it.
   */
  const literals = (node: ts.Node, { errorMessage = true } = {}): string[] | null => {
    if (ts.isTemplateExpression(node)) {
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const type = checker.getTypeAtLocation(span.expression);
        const values = type.isStringLiteral() || type.isNumberLiteral() ? [String(type.value)] : null;
        if (!values) {
          // A schema's check built from its field's label (`${label} is required`) is listed under each label;
          // a parameter's token message ("radius must be at most …") is not a sentence a person reads.
          if (!errorMessage || /^[a-z]/.test(node.head.text)) return null;
          const where = node.getSourceFile();
          const { line } = where.getLineAndCharacterOfPosition(node.getStart());
          builtWithValues.push(
            `${where.fileName.replace(/.*\/src\//, "src/")}:${line + 1} ${node.getText()}`,
          );
          return null;
        }
        texts = texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
      }
      return texts;
    }
    return literalsOf(checker.getTypeAtLocation(node));
  };
  const found = new Set<string>();
  const add = (values: string[] | null) => {
    for (const value of values ?? []) found.add(value);
  };
  for (const source of program.getSourceFiles()) {
    if (!files.includes(source.fileName)) continue;
    const operatorOnly = OPERATOR_ONLY.test(source.fileName);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const kind = node.expression.text;
        if (!operatorOnly) {
          if (kind === "AppError") add(node.arguments?.[1] ? literals(node.arguments[1]) : null);
          if (kind === "RateLimitedError") add(node.arguments?.[0] ? literals(node.arguments[0]) : null);
        }
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "AppError"
      ) {
        // Each field's message: new AppError(code, message, { file: "…" })
        const fields = node.arguments?.[2];
        if (fields && ts.isObjectLiteralExpression(fields) && !operatorOnly) {
          for (const property of fields.properties)
            if (ts.isPropertyAssignment(property)) add(literals(property.initializer));
        } else if (fields) {
          for (const property of checker.getTypeAtLocation(fields).getProperties())
            add(literalsOf(checker.getTypeOfSymbolAtLocation(property, fields)));
        }
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        // AppError.of(code, "The {tier} annual fee is already paid.", { tier }), RateLimitedError.after(wait, "…", …)
        if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
          const owner = callee.expression.text;
          const method = callee.name.text;
          if (owner === "AppError" && method === "of" && node.arguments[1]) add(literals(node.arguments[1]));
          if (owner === "RateLimitedError" && method === "after" && node.arguments[1])
            add(literals(node.arguments[1]));
        }
        // A helper's `message` parameter (refuse(message), …) given a fixed text.
        const signature = checker.getResolvedSignature(node);
        signature?.parameters.forEach((parameter, i) => {
          const argument = node.arguments[i];
          if (parameter.name === "message" && argument && !operatorOnly) add(literals(argument));
        });
        const name = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : "";
        const last = node.arguments[node.arguments.length - 1];
        // requireUser(actor, "…"), requireOwnerOrAdmin(actor, ownerId, { unauthorized, forbidden })
        if (/^require(User|Owner|OwnerOrAdmin)$/.test(name) && last && node.arguments.length > 1) {
          const type = checker.getTypeAtLocation(last);
          if (type.isStringLiteral()) found.add(type.value);
          for (const property of type.getProperties()) {
            const value = checker.getTypeOfSymbolAtLocation(property, last);
            if (value.isStringLiteral()) found.add(value.value);
          }
        }
        if (ZOD_CHECKS.has(name) && !operatorOnly) {
          for (const argument of node.arguments) {
            if (ts.isObjectLiteralExpression(argument)) {
              for (const property of argument.properties)
                if (ts.isPropertyAssignment(property) && /^(message|error)$/.test(property.name.getText()))
                  add(literals(property.initializer, { errorMessage: false })?.filter(isSentence) ?? null);
            } else if (
              ts.isStringLiteral(argument) ||
              ts.isIdentifier(argument) ||
              ts.isPropertyAccessExpression(argument)
            ) {
              add(literals(argument, { errorMessage: false })?.filter(isSentence) ?? null);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { fixed: [...found].sort(), builtWithValues };
}

let messages: Messages | undefined;
const theApiMessages = () => {
  messages ??= apiMessages();
  return messages;
};

describe("the API's messages", () => {
  it("are catalogue messages, so that each is answered in the request's language", () => {
    const messages = theApiMessages().fixed;
    expect(messages.length).toBeGreaterThan(150);
    expect(messages).toContain("You can check 30 credentials a minute. Please try again shortly.");
    expect(messages).toContain("Business not found.");
    expect(messages).toContain("Page must be 1 or more");
    const known = new Set(Object.values(NAMESPACES).flatMap((catalog) => catalog.ids as readonly string[]));
    const untranslated = messages.filter((message) => !known.has(message));
    expect(untranslated, untranslated.join("\n")).toEqual([]);
  }, 60_000);

  it("are never built with values in a template: a message with values is AppError.of's catalogue template", () => {
    const { builtWithValues } = theApiMessages();
    expect(builtWithValues, builtWithValues.join("\n")).toEqual([]);
  }, 60_000);
});
