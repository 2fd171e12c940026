// Writes src/web/components/ui/icons.svg: one <symbol> per name in ICON_NAMES, drawn from lucide's own
// icon data (lucide-react/icons/<name>), with lucide's stroke defaults. Fill stays with the <svg> that
// uses the symbol (the Icon component), so a fill class there still reaches the shapes.
// Usage: npm run icons
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ICON_NAMES } from "~/web/components/ui/icon-names";

type IconNode = [tag: string, attributes: Record<string, string>][];

export const SPRITE_PATH = fileURLToPath(new URL("../src/web/components/ui/icons.svg", import.meta.url));

const STROKE = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function element([tag, attributes]: IconNode[number]): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`);
  return `<${tag} ${attrs.join(" ")}/>`;
}

export async function iconSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICON_NAMES) {
    const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
    if (!icon.__iconData) throw new Error(`lucide-react has no icon data for "${name}" (an alias? use its lucide name)`);
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${icon.__iconData.node.map(element).join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  fs.writeFileSync(SPRITE_PATH, await iconSprite());
  console.log(`${path.relative(process.cwd(), SPRITE_PATH)}: ${ICON_NAMES.length} icons`);
}
