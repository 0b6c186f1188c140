// `shared` and `contracts` say what they use: every package an entry of their `exports` maps imports
// (following relative imports and each other's entries) is declared, and a consumer of the API's
// entries (contracts) installs nothing beyond `dependencies` (React is an optional peer, for types).
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { aliasedRequestPackages } from 'federation-build/package-files';
import contractsManifest from '../contracts/package.json';
import sharedManifest from '../package.json';

const codeFile = /\.(m?js|tsx?)$/;

interface Manifest {
  name: string;
  exports: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const workspaces = [
  { manifest: sharedManifest as Manifest, root: path.join(__dirname, '..') },
  { manifest: contractsManifest as Manifest, root: path.join(__dirname, '..', 'contracts') },
];

/** Every code entry of both packages by the name an app imports it by (`contracts/rules`, `shared/ui`). */
const entryFiles = new Map(
  workspaces.flatMap(({ manifest, root }) =>
    Object.entries(manifest.exports)
      .filter(([, file]) => codeFile.test(file))
      .map(([entry, file]) => [`${manifest.name}${entry.slice(1)}`, path.join(root, file)] as const),
  ),
);
const workspaceNames = new Set(workspaces.map(({ manifest }) => manifest.name));

const packageName = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

function resolveRelative(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  const candidates = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => existsSync(file) && codeFile.test(file));
}

interface Import {
  request: string;
  typeOnly: boolean;
}

const allTypes = (elements: readonly { isTypeOnly: boolean }[]) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

/**
 * What a file loads: imports and re-exports (type-only ones marked), dynamic imports, `require`, and
 * a relative path to a module named in a string (the federation config's `new URL('./cut.mjs', …)`).
 */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name && !!bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)));
      found.push({ request: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && allTypes(clause.elements));
      found.push({ request: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ request: node.argument.literal.text, typeOnly: true });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ request: node.arguments[0].text, typeOnly: false });
    } else if (ts.isStringLiteral(node) && /^\.\.?\//.test(node.text) && codeFile.test(node.text)) {
      found.push({ request: node.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The packages the entry reaches, at run time and for its types only. */
function packagesOf(entry: string): { runtime: Set<string>; types: Set<string> } {
  const reached = { runtime: new Set<string>(), types: new Set<string>() };
  const seen = new Set<string>();
  const visit = (file: string, typeOnly: boolean) => {
    const key = `${typeOnly}:${file}`;
    if (seen.has(key) || seen.has(`false:${file}`)) return;
    seen.add(key);
    for (const { request, typeOnly: typeImport } of importsOf(file)) {
      const types = typeOnly || typeImport;
      if (request.startsWith('.')) {
        const target = resolveRelative(file, request);
        if (target) visit(target, types);
      } else if (workspaceNames.has(packageName(request))) {
        const target = entryFiles.get(request);
        if (!target) throw new Error(`${file} imports ${request}, which ${packageName(request)} does not export`);
        // Its own entries are followed; the other package is a dependency, which declares its own.
        if (packageName(request) === packageName(entry)) visit(target, types);
        else reached[types ? 'types' : 'runtime'].add(packageName(request));
      } else if (!isBuiltin(request)) {
        const aliased = Object.keys(aliasedRequestPackages).find((a) => request === a || request.startsWith(`${a}/`));
        const name = aliased ? (aliasedRequestPackages[aliased] as string) : packageName(request);
        reached[types ? 'types' : 'runtime'].add(name);
      }
    }
  };
  visit(entryFiles.get(entry) as string, false);
  return reached;
}

const allPackagesOf = (entry: string) => {
  const { runtime, types } = packagesOf(entry);
  return [...runtime, ...types];
};

/** The entries the API imports: they must run with nothing but `dependencies` installed. */
const apiEntries = ['contracts', 'contracts/schemas', 'contracts/rules', 'contracts/html'];

describe.each(workspaces)('the $manifest.name package manifest', ({ manifest }) => {
  const entries = [...entryFiles.keys()].filter((entry) => packageName(entry) === manifest.name);
  const dependencies = Object.keys(manifest.dependencies);
  const peers = Object.keys(manifest.peerDependencies ?? {});

  it('declares exactly the packages its entries import', () => {
    const used = new Set(entries.flatMap(allPackagesOf));
    expect([...used].filter((name) => !dependencies.includes(name) && !peers.includes(name))).toEqual([]);
    expect(peers.filter((name) => !used.has(name))).toEqual([]);
    expect(dependencies.filter((name) => !used.has(name))).toEqual([]);
  });

  it("lets the API's entries run with no peer installed", () => {
    // contracts names React's `ComponentType` in the federation contract: types only, erased from the API.
    const apiNeeds = apiEntries.filter((entry) => entries.includes(entry)).flatMap((e) => [...packagesOf(e).runtime]);
    expect(apiNeeds.filter((name) => !dependencies.includes(name))).toEqual([]);
    // The API installs contracts: its peers are optional. shared is the front ends' alone: its peers are required.
    const optional = peers.filter((name) => manifest.peerDependenciesMeta?.[name]?.optional === true);
    expect(optional).toEqual(manifest.name === 'contracts' ? peers : []);
  });
});
