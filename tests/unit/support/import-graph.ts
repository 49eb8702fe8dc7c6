// The import graph of the repo's TypeScript modules, read with TypeScript's own parser: static imports, re-exports
// and dynamic `import()`, each marked type-only or not. Paths are relative to the repo root, with forward slashes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

export interface ImportEdge {
  from: string;
  /** The imported module's path, or the bare specifier for a package or a virtual module. */
  to: string;
  /** `import type …` or `export type … from`: erased from the JavaScript. */
  typeOnly: boolean;
}

const sourceFile = /\.tsx?$/;

function listModules(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return listModules(root, path);
    return sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const path = relative(root, join(root, dirname(from), specifier))
    .split("\\")
    .join("/");
  const file = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find(
    (candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile(),
  );
  return file ?? path;
}

function importsOf(root: string, path: string): ImportEdge[] {
  const text = readFileSync(join(root, path), "utf8");
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: ImportEdge[] = [];
  const add = (specifier: ts.Node | undefined, typeOnly: boolean) => {
    if (specifier && ts.isStringLiteral(specifier))
      edges.push({ from: path, to: resolve(root, path, specifier.text), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0], false);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edges;
}

/** Every import of every module under the given folders of `root`. */
export function importGraph(root: string, folders: string[]): ImportEdge[] {
  return folders.flatMap((folder) => listModules(root, folder)).flatMap((path) => importsOf(root, path));
}

/** The groups of modules that import each other, directly or round a loop (Tarjan's strongly connected components). */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || next.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The modules the JavaScript of `entries` runs, following every import that is not type-only. */
export function runtimeClosure(edges: ImportEdge[], entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const edge of edges) if (edge.from === node && !edge.typeOnly) pending.push(edge.to);
  }
  return seen;
}
