// One map of areas (docs/architecture.md, "Areas"): the folders of src/domain, src/server/services,
// src/server/http and src/web/features are named from that one list (or `shared`), and within each layer no
// area imports an area that imports it back, directly or through others. `shared` imports no area.
// A module in a layer's `shared` is used by two or more areas (or pages, the app shell, adapters…), else
// it belongs to the one area that uses it. Run by `npm run check` (and on a planted copy by tests/lint); exits 1 listing each fault.
// Usage: node scripts/check-areas.js [project root]
import fs from "node:fs";
import path from "node:path";

export const LAYERS = ["src/domain", "src/server/services", "src/server/http", "src/web/features"];
const SHARED = "shared";

/** The area names of the table under "## Areas" in docs/architecture.md: its rows' first cells. */
export function readAreas(root) {
  const doc = fs.readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const section = doc.split(/^## /m).find((part) => part.startsWith("Areas"));
  if (!section) throw new Error('docs/architecture.md has no "## Areas" section');
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
}

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile() && /\.tsx?$/.test(entry.name) ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/** The area folder a `~/…` or `./…` specifier of `file` lands in, within `layer`; undefined outside it. */
function areaOf(root, layer, file, spec) {
  let target;
  if (spec.startsWith("~/")) target = path.join(root, "src", spec.slice(2));
  else if (spec.startsWith("./")) target = path.join(path.dirname(file), spec);
  else return undefined;
  const relative = path.relative(path.join(root, layer), target);
  if (relative.startsWith("..") || !relative.includes(path.sep)) return undefined;
  return relative.split(path.sep)[0];
}

/** Every cycle of a directed graph's strongly connected components (Tarjan), as lists of nodes. */
function loopsOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops;
}

/** Who imports each module of src (path without extension → the importers' files). */
function importersOf(root) {
  const importers = new Map();
  for (const file of filesUnder(path.join(root, "src"))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const match of fs.readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const spec = match[1];
      let target;
      if (spec.startsWith("~/")) target = path.join(root, "src", spec.slice(2));
      else if (spec.startsWith("./")) target = path.join(path.dirname(file), spec);
      else continue;
      if (!importers.has(target)) importers.set(target, new Set());
      importers.get(target).add(file);
    }
  }
  return importers;
}

/** Who a file counts as when it imports a shared module: its area, else its folder under src. */
function userOf(root, file) {
  for (const layer of LAYERS) {
    const relative = path.relative(path.join(root, layer), file);
    if (!relative.startsWith("..") && relative.includes(path.sep)) return relative.split(path.sep)[0];
  }
  return path.relative(path.join(root, "src"), path.dirname(file));
}

/** The users of a shared module, through the other shared modules of its layer that import it. */
function sharedUsers(root, importers, module, seen = new Set()) {
  const users = new Set();
  for (const file of importers.get(module) ?? []) {
    const user = userOf(root, file);
    if (user !== SHARED) users.add(user);
    else if (!seen.has(file)) {
      seen.add(file);
      for (const u of sharedUsers(root, importers, file.replace(/\.tsx?$/, ""), seen)) users.add(u);
    }
  }
  return users;
}

export function checkAreas(root) {
  const areas = readAreas(root);
  const faults = [];
  const importers = importersOf(root);
  for (const layer of LAYERS) {
    const folder = path.join(root, layer);
    const names = fs.existsSync(folder)
      ? fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory())
      : [];
    for (const { name } of names) {
      if (name !== SHARED && !areas.includes(name)) {
        faults.push(`${layer}/${name}: not an area of docs/architecture.md (${areas.join(", ")}, or shared)`);
      }
    }
    for (const file of filesUnder(path.join(folder, SHARED))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const users = [...sharedUsers(root, importers, file.replace(/\.tsx?$/, ""))];
      if (users.length < 2) {
        faults.push(
          `${path.relative(root, file)}: used by ${users.join(", ") || "nothing"} only; shared holds what two or more use, so move it into its area`,
        );
      }
    }
    const graph = new Map();
    const example = new Map();
    for (const file of filesUnder(folder)) {
      const from = path.relative(folder, file).split(path.sep)[0];
      if (!file.slice(folder.length + 1).includes(path.sep)) continue;
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(SPECIFIER)) {
        const to = areaOf(root, layer, file, match[1]);
        if (!to || to === from || to === SHARED) continue;
        const where = `${path.relative(root, file)} imports ${match[1]}`;
        if (from === SHARED) {
          faults.push(`${where}: ${layer}/shared is below the areas and imports none of them`);
          continue;
        }
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from).add(to);
        if (!example.has(`${from}>${to}`)) example.set(`${from}>${to}`, where);
      }
    }
    for (const loop of loopsOf(graph)) {
      const edges = loop.flatMap((a) =>
        loop.filter((b) => graph.get(a)?.has(b)).map((b) => `    ${example.get(`${a}>${b}`)}`),
      );
      faults.push(
        `${layer}: the areas ${loop.join(", ")} import each other in a loop; move the shared rule to the area that owns it:\n${edges.join("\n")}`,
      );
    }
  }
  return faults;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const faults = checkAreas(path.resolve(process.argv[2] ?? "."));
  if (faults.length > 0) {
    console.error("The map of areas (docs/architecture.md, Areas) does not hold:");
    for (const fault of faults) console.error(`  ${fault}`);
    process.exit(1);
  }
}
