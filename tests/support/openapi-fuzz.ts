import http from "node:http";
import fc from "fast-check";

/**
 * Requests made from an OpenAPI 3.1 document with fast-check: for each operation, values shaped by
 * its JSON schemas (so that requests reach the services) with hostile values mixed in — wrong
 * types, huge and unicode strings, NUL bytes, negative and huge numbers, missing and extra fields,
 * deep nesting, malformed and oversize bodies, odd path segments and query values.
 */

export type JsonSchema = { [key: string]: unknown };
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** The documented path, e.g. /businesses/{id}. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: { type: "json" | "multipart"; schema: JsonSchema };
  /** Documented answers: status → content types. */
  responses: Record<string, string[]>;
};

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content["application/json"]?.schema;
      const multipart = content["multipart/form-data"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path"),
        queryParams: parameters.filter((p) => p.in === "query"),
        body: json
          ? { type: "json", schema: json }
          : multipart
            ? { type: "multipart", schema: multipart }
            : undefined,
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, r]) => [status, Object.keys(r.content ?? {})]),
        ),
      });
    }
  }
  return operations;
}

/** A long run of one text, kept short in fast-check's reports and expanded only when sent. */
export class Huge {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  get value(): string {
    return this.unit.repeat(this.count);
  }
  toJSON(): string {
    return this.value;
  }
  [fc.toStringMethod](): string {
    return `Huge(${JSON.stringify(this.unit)} × ${this.count})`;
  }
}

/** Deeply nested arrays or objects, expanded only when sent. */
export class Nested {
  constructor(
    readonly depth: number,
    readonly kind: "array" | "object",
  ) {}
  toJSON(): unknown {
    let value: unknown = 1;
    for (let i = 0; i < this.depth; i++) value = this.kind === "array" ? [value] : { a: value };
    return value;
  }
  [fc.toStringMethod](): string {
    return `Nested(${this.kind} × ${this.depth})`;
  }
}

const NUL = "\u0000";

const oddStrings = [
  "",
  " ",
  NUL,
  `a${NUL}b`,
  "\uFEFF",
  "\u202Eevil",
  "\uD800",
  "\uDFFF\uD800",
  "𝕌𝕛𝕒𝕞𝕒𝕒",
  "👩🏿‍💻👨‍👩‍👧‍👦",
  "Ünïcödé ñame",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table users; --",
  "../../../../etc/passwd",
  "%00",
  "%",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "__proto__",
  "constructor",
  "toString",
  "\r\nX-Injected: 1",
  "\\",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  "{{7*7}}",
  "00000000-0000-0000-0000-000000000000",
  "https://evil.example/",
  "javascript:alert(1)",
  "mailto:a@b",
  "a@b",
];

export const hostileString: fc.Arbitrary<string | Huge> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  // NUL is the one character PostgreSQL cannot store in text: the likeliest way to a 500.
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
      .map(([a, b]) => `${a}${NUL}${b}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("x", "é", "😀", "\u0000", "ab ", "\u200B"),
        fc.integer({ min: 201, max: 120_000 }),
      )
      .map(([unit, count]) => new Huge(unit, count)),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nested: fc.Arbitrary<Nested> = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.constantFrom("array" as const, "object" as const))
  .map(([depth, kind]) => new Nested(depth, kind));

/** A value of any JSON type that a well-behaved client would not send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** Keys a schema does not name, including ones that name a prototype's members. */
const extraKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "id",
    "owner_id",
    "ownerId",
    "role",
    "is_admin",
    "",
    NUL,
  ),
  fc.string({ maxLength: 12 }),
);

type Resolver = (schema: JsonSchema) => JsonSchema;

function resolverOf(doc: OpenApiDocument): Resolver {
  return (schema) => {
    let s = schema;
    for (let i = 0; i < 10 && typeof s.$ref === "string"; i++) {
      const name = (s.$ref as string).split("/").pop() ?? "";
      s = doc.components?.schemas?.[name] ?? {};
    }
    return s;
  };
}

function regexOf(pattern: string): RegExp | undefined {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(pattern, flags);
    } catch {}
  }
  return undefined;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 40, 60),
  );
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "binary":
      return fc.string({ maxLength: 20 });
  }
  if (typeof schema.pattern === "string") {
    const regex = regexOf(schema.pattern);
    if (regex) {
      try {
        return fc.stringMatching(regex);
      } catch {}
    }
  }
  const words = fc
    .lorem({ maxCount: 4 })
    .map((w) => (w.length >= minLength ? w : w.padEnd(minLength, "x")).slice(0, maxLength));
  return fc.oneof(
    { weight: 4, arbitrary: words },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength, maxLength }) },
  );
}

/** Values shaped by `schema`: valid ones, as far as a JSON schema tells. */
export function validValue(schema: JsonSchema, resolve: Resolver, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
  if ("const" in s) return fc.constant(s.const);
  for (const key of ["anyOf", "oneOf"]) {
    const options = s[key];
    if (Array.isArray(options) && options.length > 0) {
      return fc.oneof(...options.map((o) => validValue(o as JsonSchema, resolve, depth)));
    }
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0)
    return validValue(s.allOf[0] as JsonSchema, resolve, depth);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => validValue({ ...s, type }, resolve, depth)));
  }
  if (depth > 6) return fc.constant(null);
  switch (s.type) {
    case "string":
      return stringFor(s);
    case "integer": {
      const min = typeof s.minimum === "number" ? s.minimum : -1000;
      const max = typeof s.maximum === "number" ? s.maximum : Math.max(min, 0) + 1000;
      return fc.integer({ min, max });
    }
    case "number": {
      const min = typeof s.minimum === "number" ? s.minimum : -1000;
      const max = typeof s.maximum === "number" ? s.maximum : Math.max(min, 0) + 1000;
      return fc.double({ min, max, noNaN: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (s.items as JsonSchema | undefined) ?? {};
      const maxLength = Math.min(typeof s.maxItems === "number" ? s.maxItems : 4, 4);
      const minLength = Math.min(typeof s.minItems === "number" ? s.minItems : 0, maxLength);
      return fc.array(validValue(items, resolve, depth + 1), { minLength, maxLength });
    }
    case "object": {
      const properties = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, validValue(v, resolve, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** Every place inside a JSON value where one value can be replaced, removed or added. */
function containersOf(value: unknown, into: (Record<string, unknown> | unknown[])[] = []) {
  if (value && typeof value === "object" && !(value instanceof Huge) && !(value instanceof Nested)) {
    into.push(value as Record<string, unknown> | unknown[]);
    for (const child of Object.values(value)) containersOf(child, into);
  }
  return into;
}

type Mutation =
  | { kind: "replace"; at: number; key: number; value: unknown }
  | { kind: "remove"; at: number; key: number }
  | { kind: "add"; at: number; name: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("replace" as const),
      at: fc.nat(),
      key: fc.nat(),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), at: fc.nat(), key: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      at: fc.nat(),
      name: extraKey,
      value: hostileValue,
    }),
  },
);

function withMutations(value: unknown, mutations: Mutation[]): unknown {
  const copy = structuredCloneJson(value);
  for (const m of mutations) {
    const containers = containersOf(copy);
    if (containers.length === 0)
      return m.kind === "remove" ? undefined : "value" in m ? structuredCloneJson(m.value) : copy;
    const target = containers[m.at % containers.length]!;
    const keys = Object.keys(target);
    // Copies, since fast-check may hand the same object to several mutations.
    if (m.kind === "add") {
      const value = structuredCloneJson(m.value);
      if (Array.isArray(target)) target.push(value);
      else
        Object.defineProperty(target, m.name, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    } else if (keys.length > 0) {
      const key = keys[m.key % keys.length]!;
      if (m.kind === "replace") (target as Record<string, unknown>)[key] = structuredCloneJson(m.value);
      else if (Array.isArray(target)) target.splice(Number(key), 1);
      else delete (target as Record<string, unknown>)[key];
    }
  }
  return copy;
}

/** A deep copy that keeps the Huge and Nested markers. */
function structuredCloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneJson);
  if (value && typeof value === "object" && !(value instanceof Huge) && !(value instanceof Nested)) {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(copy, k, {
        value: structuredCloneJson(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}

/**
 * A JSON value for a schema: valid, valid but for a few hostile edits, or hostile as a whole.
 * `examples` are known-good values (rules a JSON schema cannot tell, such as a known country),
 * so that edits of them reach past validation into the services.
 */
export function fuzzedValue(
  schema: JsonSchema,
  resolve: Resolver,
  examples: unknown[] = [],
): fc.Arbitrary<unknown> {
  const generated = validValue(schema, resolve);
  const valid =
    examples.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...examples) }, { weight: 1, arbitrary: generated })
      : generated;
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 }))
        .map(([v, ms]) => withMutations(v, ms)),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}

/**
 * Longest text in one URL part or cookie. Node's HTTP parser answers a bare 431, before any app
 * code, to request headers past 16 KiB (and a proxy in front would refuse them sooner): huge
 * texts travel in bodies, URLs stay under that limit.
 */
const URL_TEXT_MAX = 700;
const TARGET_MAX = 12_000;

/** How a value travels in a URL: already percent-encoded, sometimes badly on purpose. */
function encodedText(value: unknown): string {
  const whole =
    value instanceof Huge
      ? value.unit.repeat(Math.min(value.count, URL_TEXT_MAX))
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  const text = whole?.slice(0, URL_TEXT_MAX);
  try {
    return encodeURIComponent(text ?? "");
  } catch {
    // A lone surrogate: send it as the replacement character would arrive.
    return encodeURIComponent((text ?? "").replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

const rawOdd = fc.constantFrom(
  "%",
  "%zz",
  "%00",
  "%E0%A4%A",
  "%C0%AF",
  "%2F",
  "a%2Fb",
  "%2e%2e",
  "..",
  ".",
  "%5C",
  "%0d%0a",
  "+",
  "%20",
  "~",
);

/** An encoded path segment: a real id, a well-formed uuid or something odd. */
export function pathSegment(realIds: string[]): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.map(encodedText) },
    { weight: 2, arbitrary: rawOdd },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  ];
  if (realIds.length > 0)
    options.push({ weight: 8, arbitrary: fc.constantFrom(...realIds.map(encodeURIComponent)) });
  return fc.oneof(...options).map((s) => (s === "" ? "%20" : s));
}

function queryValue(schema: JsonSchema | undefined, resolve: Resolver): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: validValue(schema ?? { type: "string" }, resolve).map((v) =>
        encodedText(typeof v === "string" ? v : String(v)),
      ),
    },
    { weight: 3, arbitrary: hostileString.map(encodedText) },
    { weight: 1, arbitrary: hostileNumber.map(String) },
    { weight: 1, arbitrary: rawOdd },
  );
}

/** The query string: declared parameters (absent, valid, hostile, repeated) and unknown ones. */
export function queryString(params: Parameter[], resolve: Resolver): fc.Arbitrary<string> {
  const declared = params.map((p) =>
    fc
      .option(fc.array(queryValue(p.schema, resolve), { minLength: 1, maxLength: 2 }), { freq: 3 })
      .map((values) => (values ?? []).map((v) => `${encodeURIComponent(p.name)}=${v}`)),
  );
  const extra = fc.array(
    fc.tuple(extraKey.map(encodedText), queryValue(undefined, resolve)).map(([k, v]) => `${k}=${v}`),
    { maxLength: 2 },
  );
  // Only valid values of declared parameters, so that requests also get past validation.
  const clean = fc.tuple(
    ...params.map((p) =>
      fc
        .option(validValue(p.schema ?? { type: "string" }, resolve), { freq: 2 })
        .map((v) =>
          v === null
            ? []
            : [`${encodeURIComponent(p.name)}=${encodedText(typeof v === "string" ? v : String(v))}`],
        ),
    ),
  );
  return fc
    .oneof(
      { weight: 1, arbitrary: clean.map((d) => [...d.flat()]) },
      { weight: 2, arbitrary: fc.tuple(fc.tuple(...declared), extra).map(([d, e]) => [...d.flat(), ...e]) },
    )
    .map((pairs) => (pairs.length > 0 ? `?${pairs.join("&")}` : ""));
}

export type FilePart = {
  name: string;
  file: { bytes: Uint8Array | Huge; fileName: string | Huge; type: string };
};
export type FormPart = { name: string; value: string | Huge } | FilePart;

export type Body =
  | { kind: "text"; text: string | Huge; contentType?: string }
  | { kind: "json"; value: unknown; contentType?: string }
  | { kind: "form"; parts: FormPart[] };

export type FuzzRequest = {
  method: string;
  /** Path and query as sent, under the API's prefix. */
  target: string;
  body?: Body;
  /** A made-up session cookie in place of the role's own (anonymous requests only). */
  junkCookie?: string;
};

const jsonContentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "APPLICATION/JSON",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=zzz",
      "application/vnd.api+json",
      "",
    ),
  },
);

const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "[",
    "nul",
    '{"a":}',
    "\uFEFF{}",
    "{}}",
    NUL,
    '{"a":1,"a":2}',
    "[1,2",
    '"\\ud800"',
    "1e99999",
  ),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => new Huge("[", n)),
);

/** Bytes that look like a file type at first, or not at all. */
export type Samples = { png: Uint8Array; pdf: Uint8Array };

function fileBytes(samples: Samples, maxBytes: number): fc.Arbitrary<Uint8Array | Huge> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2_048 }) },
    { weight: 2, arbitrary: fc.constantFrom(samples.png, samples.pdf) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(samples.png, samples.pdf), fc.nat())
        .map(([b, n]) => b.slice(0, n % b.length)),
    },
    { weight: 1, arbitrary: fc.constant(new Huge("\u0000", maxBytes + 1)) },
  );
}

function formParts(
  schema: JsonSchema,
  resolve: Resolver,
  samples: Samples,
  maxBytes: number,
  realIds: (field: string) => string[],
): fc.Arbitrary<FormPart[]> {
  const properties = (resolve(schema).properties as Record<string, JsonSchema> | undefined) ?? {};
  const partFor = ([name, prop]: [string, JsonSchema]): fc.Arbitrary<FormPart[]> => {
    const isFile = prop.format === "binary";
    const part: fc.Arbitrary<FormPart> = isFile
      ? fc
          .record({
            bytes: fileBytes(samples, maxBytes),
            fileName: fc.oneof(fc.constantFrom("a.png", "doc.pdf", "x.docx", "../../x.pdf"), hostileString),
            type: fc.constantFrom(
              "image/png",
              "application/pdf",
              "image/jpeg",
              "text/html",
              "application/octet-stream",
              "",
            ),
          })
          .map((file) => ({ name, file }))
      : fc
          .oneof(
            {
              weight: 3,
              arbitrary: validValue(prop, resolve).map((v) =>
                typeof v === "string" ? v : (JSON.stringify(v) ?? ""),
              ),
            },
            { weight: 2, arbitrary: hostileString },
            ...(realIds(name).length > 0
              ? [{ weight: 4, arbitrary: fc.constantFrom(...realIds(name)) }]
              : []),
          )
          .map((value) => ({ name, value }));
    return fc.option(fc.array(part, { minLength: 1, maxLength: 2 }), { freq: 5 }).map((p) => p ?? []);
  };
  const extra = fc.array(
    fc.tuple(extraKey, hostileString).map(([name, value]): FormPart => ({ name, value })),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...Object.entries(properties).map(partFor)), extra)
    .map(([parts, e]) => [...parts.flat(), ...e]);
}

export type FuzzContext = {
  doc: OpenApiDocument;
  /**
   * Ids of rows that exist for a path parameter of a documented path, tried besides made-up ones
   * (not on DELETE, to keep them for later operations).
   */
  realIds(path: string, param: string): string[];
  /** Known-good JSON bodies by "METHOD /path". */
  examples: Record<string, unknown[]>;
  samples: Samples;
  /** The JSON body limit: an oversize body is one byte over it. */
  bodyLimitBytes: number;
  /** The largest upload, for oversize files. */
  uploadLimitBytes: number;
};

/** Requests for one operation. */
export function requestsFor(op: Operation, ctx: FuzzContext, anonymous: boolean): fc.Arbitrary<FuzzRequest> {
  const resolve = resolverOf(ctx.doc);
  const segments = fc.tuple(
    ...op.pathParams.map((p) => pathSegment(op.method === "DELETE" ? [] : ctx.realIds(op.path, p.name))),
  );
  const examples = ctx.examples[`${op.method} ${op.path}`] ?? [];
  const path = segments.map((values) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => values[i++] ?? "x");
  });
  const target = fc
    .tuple(path, queryString(op.queryParams, resolve))
    .map(([p, q]) => `${p}${q}`.slice(0, TARGET_MAX));

  const jsonBody = (schema: JsonSchema | undefined): fc.Arbitrary<Body> =>
    fc.oneof(
      {
        weight: 10,
        arbitrary: fc
          .tuple(schema ? fuzzedValue(schema, resolve, examples) : hostileValue, jsonContentType)
          .map(([value, contentType]): Body => ({ kind: "json", value, contentType })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(malformedJson, jsonContentType)
          .map(([text, contentType]): Body => ({ kind: "text", text, contentType })),
      },
      {
        weight: 1,
        arbitrary: fc.constant<Body>({
          kind: "text",
          text: new Huge(" ", ctx.bodyLimitBytes + 1),
          contentType: "application/json",
        }),
      },
    );

  let body: fc.Arbitrary<Body | undefined>;
  if (op.body?.type === "json") {
    body =
      op.method === "POST" || op.method === "PUT" || op.method === "PATCH"
        ? fc.oneof(
            { weight: 12, arbitrary: jsonBody(op.body.schema) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
        : jsonBody(op.body.schema);
  } else if (op.body?.type === "multipart") {
    const form = formParts(op.body.schema, resolve, ctx.samples, ctx.uploadLimitBytes, (field) =>
      field.endsWith("_id") ? ctx.realIds(op.path, field) : [],
    ).map((parts): Body => ({ kind: "form", parts }));
    const broken = fc
      .oneof(
        fc.constantFrom(
          "",
          "--zzz\r\n",
          '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
          "garbage",
        ),
        hostileString,
      )
      .map((text): Body => ({ kind: "text", text, contentType: "multipart/form-data; boundary=zzz" }));
    body = fc.oneof(
      { weight: 8, arbitrary: form },
      { weight: 1, arbitrary: broken },
      { weight: 1, arbitrary: jsonBody(undefined) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  } else {
    body = fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: jsonBody(undefined) },
    );
  }
  if (op.method === "GET") body = fc.constant(undefined);

  const junkCookie = anonymous
    ? fc.option(
        fc.oneof(
          hostileString.map((v) => `better-auth.session_token=${encodedText(v)}`),
          fc.constantFrom(
            "better-auth.session_token=abc.def",
            "better-auth.session_token=",
            "better-auth.session_data=e30",
            "better-auth.session_token=%",
            "=;;=",
          ),
        ),
        { freq: 4, nil: undefined },
      )
    : fc.constant(undefined);

  return fc.record({ target, body, junkCookie }).map(
    ({ target, body, junkCookie }): FuzzRequest => ({
      method: op.method,
      target,
      ...(body ? { body } : {}),
      ...(junkCookie ? { junkCookie } : {}),
    }),
  );
}

const toText = (v: string | Huge) => (v instanceof Huge ? v.value : v);

/** The fetch init of a request (headers besides cookie and Origin, and the body). */
export function initOf(req: FuzzRequest): { headers: Record<string, string>; body?: BodyInit } {
  const body = req.body;
  if (!body) return { headers: {} };
  if (body.kind === "form") {
    const form = new FormData();
    for (const part of body.parts) {
      if ("file" in part) {
        const bytes =
          part.file.bytes instanceof Huge ? new Uint8Array(part.file.bytes.count) : part.file.bytes;
        form.append(
          part.name,
          new Blob([new Uint8Array(bytes)], { type: part.file.type }),
          toText(part.file.fileName),
        );
      } else {
        form.append(part.name, toText(part.value));
      }
    }
    return { headers: {}, body: form };
  }
  const text = body.kind === "json" ? (JSON.stringify(body.value) ?? "") : toText(body.text);
  return { headers: body.contentType ? { "content-type": body.contentType } : {}, body: text };
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** One line naming the request, for failure messages. */
export function describeRequest(req: FuzzRequest): string {
  const lines = [`${req.method} ${clip(req.target, 300)}`];
  if (req.junkCookie) lines.push(`cookie: ${clip(req.junkCookie, 120)}`);
  const body = req.body;
  if (!body && req.method !== "GET") lines.push("(no body, no content-type)");
  if (body?.kind === "form") {
    const parts = body.parts.map((p) =>
      "file" in p
        ? `${p.name}=<file ${JSON.stringify(clip(toText(p.file.fileName), 60))} ${p.file.type} ${p.file.bytes instanceof Huge ? p.file.bytes.count : p.file.bytes.length} bytes>`
        : `${p.name}=${JSON.stringify(clip(toText(p.value), 80))}`,
    );
    lines.push(`multipart body: ${parts.join(", ") || "(no parts)"}`);
  } else if (body) {
    const text = body.kind === "json" ? (JSON.stringify(body.value) ?? "") : toText(body.text);
    lines.push(`content-type: ${body.contentType || "(none)"}`, `body: ${JSON.stringify(clip(text, 500))}`);
  }
  return lines.join("\n  ");
}

export type Answer = { status: number; type: string; text: string };

/**
 * Sends a request on a connection of its own (no keep-alive): a server may close a connection after
 * refusing a body it did not read, and that must not be mistaken for the next request's failure.
 * An event stream is read no further than its headers.
 */
export async function sendAlone(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
  timeoutMs: number,
): Promise<Answer> {
  const prepared = new Request(url, { method: init.method, headers: init.headers, body: init.body });
  const body = init.body === undefined ? undefined : Buffer.from(await prepared.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(prepared.headers);
  if (body) headers["content-length"] = String(body.length);
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method, headers, agent: false, timeout: timeoutMs },
      (res) => {
        const type = String(res.headers["content-type"] ?? "");
        if (type.startsWith("text/event-stream")) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, type, text: "" });
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, type, text: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}
