// Import boundaries that Biome's noRestrictedImports cannot express with relative paths ("a
// feature never imports another feature"), checked by `npm run lint`. The rooms and what may
// import what are described in docs/architecture.md; this file is the rule book.
// Usage: node scripts/check-boundaries.mjs [root]  (exits 1 and names every breach).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** Tests and their helpers: `*.test.ts(x)` and anything in a `testing/` folder. */
const TEST = /(\.test\.tsx?$|(^|\/)testing\/)/;

/**
 * The web's shared rooms, lowest first: each may import the rooms at or below its own level,
 * never one above it, a feature or app/.
 */
const WEB_SHARED = ['config', 'lib', 'site-data', 'components'];

/**
 * The modules that may read the studio's first-start content (src/content), besides tests,
 * which use it as fixtures.
 */
const CONTENT_READERS = [
  // The site sections, which give a section's value until the owner first publishes it.
  /^src\/server\/features\/site\/[a-z-]+-section\.ts$/,
  /^src\/server\/features\/site\/sections\.ts$/,
  /^src\/server\/features\/site\/section-photos\.ts$/,
  // The web's one door to the pictures that ship with the site: a `builtin:` name to its file.
  /^src\/web\/site-data\/resolve-photo\.ts$/,
  // A `builtin:` photo reference is valid only if such a picture ships: the names are part of
  // the shared photo schema's contract.
  /^src\/shared\/schemas\/site-photo\.ts$/,
];

/**
 * Known breaches being worked on elsewhere: `{ from, to, why }`, `from` a path or a pattern.
 * Each is checked only while it exists; one that no longer matches is reported as a warning,
 * so the change that removes the import need not touch this list.
 */
const EXCEPTIONS = [
  {
    from: 'src/server/features/family/family-view.queries.ts',
    to: 'src/server/features/students/receipt-studio.ts',
    why: 'the family view moved into family before the students feature shows its door',
  },
];

/** Every module a file imports: static, re-exports, dynamic `import()` and `vi.mock()`. */
export function collectImports(code, fileName) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (literal, typeOnly) => {
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    found.push({ specifier: literal.text, typeOnly, line });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier, Boolean(clause?.isTypeOnly || (onlyTypes && !clause?.name)));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        ['mock', 'doMock'].includes(callee.name.text);
      if (isDynamicImport || isMock) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function listFiles(root, dir) {
  const out = [];
  const walk = (abs) => {
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.join(abs, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(child);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return out;
}

/** `#web/*` → `src/web/`, as package.json's "imports" say. */
function packageAliases(root) {
  const file = path.join(root, 'package.json');
  const imports = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).imports ?? {}) : {};
  return Object.entries(imports)
    .filter(([key, value]) => key.endsWith('/*') && typeof value === 'string' && value.endsWith('/*'))
    .map(([key, value]) => [key.slice(0, -1), path.posix.normalize(value.slice(0, -1))]);
}

/** The repository-relative path an import points at, or null for a package. */
function resolve(fromRel, specifier, aliases) {
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier));
  for (const [prefix, target] of aliases) {
    if (specifier.startsWith(prefix)) return path.posix.join(target, specifier.slice(prefix.length));
  }
  return null;
}

/** Where a file lives: `{ side, room, feature }` (side: web, server, shared, content). */
export function roomOf(rel) {
  const parts = rel.split('/');
  if (parts[0] !== 'src') return { side: parts[0] };
  const side = parts[1];
  if (side === 'content' || side === 'shared') return { side };
  if (parts.length === 3) return { side, room: 'entry' };
  if (parts[2] === 'features') return { side, room: 'features', feature: parts[3] };
  return { side, room: parts[2] };
}

function webBreach(from, to) {
  if (to.room === 'features') {
    if (from.room === 'features' && from.feature !== to.feature) {
      return `web feature '${from.feature}' imports feature '${to.feature}': move what both need to components/, lib/, config/ or site-data/, or compose them in app/`;
    }
    if (WEB_SHARED.includes(from.room)) {
      return `src/web/${from.room}/ is shared by every feature and never imports one (here '${to.feature}')`;
    }
  }
  if (to.room === 'app' && from.room !== 'app' && from.room !== 'entry') {
    return 'only app/ and the entry files (main.tsx, entry-server.tsx) import src/web/app: it composes the features, nothing below it reaches up';
  }
  const level = WEB_SHARED.indexOf(from.room);
  if (level >= 0 && WEB_SHARED.indexOf(to.room) > level) {
    return `src/web/${from.room}/ sits below src/web/${to.room}/ and does not import it (${WEB_SHARED.join(' < ')})`;
  }
  return null;
}

function serverBreach(from, to, toRel, typeOnly, isTest) {
  if (to.room !== 'features') return null;
  if (from.room === 'lib')
    return `src/server/lib/ holds helpers of the whole server and imports no feature (here '${to.feature}')`;
  if (from.room !== 'features' || from.feature === to.feature) return null;
  const name = path.posix.basename(toRel);
  if (name.endsWith('.queries.ts')) return null;
  // A feature's tables are types: another feature may name them, never read them.
  if (name.endsWith('.tables.ts') && (typeOnly || isTest)) return null;
  return `server feature '${from.feature}' reaches into feature '${to.feature}' (${name}): call its *.queries.ts, or move a helper both need to src/server/lib`;
}

/** The rule an import breaks, or null. */
export function breach(fromRel, toRel, typeOnly = false) {
  const from = roomOf(fromRel);
  const to = roomOf(toRel);
  const isTest = TEST.test(fromRel);

  if (to.side === 'content' && from.side !== 'content') {
    if (isTest || CONTENT_READERS.some((rule) => rule.test(fromRel))) return null;
    return from.side === 'web'
      ? 'the web reads the studio content as published, through src/web/site-data, not from src/content'
      : 'only the first-start section modules (src/server/features/site/*-section.ts) read src/content';
  }
  if (TEST.test(toRel) && !isTest) {
    return 'production code never imports a test or a test helper (testing/)';
  }
  if (from.side === 'web' && to.side === 'web') return webBreach(from, to);
  if (from.side === 'server' && to.side === 'server') return serverBreach(from, to, toRel, typeOnly, isTest);
  return null;
}

const matches = (rule, rel) => (typeof rule === 'string' ? rule === rel : rule.test(rel));

/** Every breach under `root` (`{ file, line, specifier, message }`), and exceptions no longer needed. */
export function checkBoundaries(root, exceptions = EXCEPTIONS) {
  const aliases = packageAliases(root);
  const violations = [];
  const used = new Set();
  for (const abs of listFiles(root, 'src')) {
    const fromRel = path.relative(root, abs).split(path.sep).join('/');
    for (const { specifier, typeOnly, line } of collectImports(fs.readFileSync(abs, 'utf8'), abs)) {
      const toRel = resolve(fromRel, specifier, aliases);
      if (!toRel) continue;
      const message = breach(fromRel, toRel, typeOnly);
      if (!message) continue;
      const exception = exceptions.find((entry) => matches(entry.from, fromRel) && matches(entry.to, toRel));
      if (exception) used.add(exception);
      else violations.push({ file: fromRel, line, specifier, message });
    }
  }
  const stale = exceptions.filter((entry) => !used.has(entry)).map((entry) => `${entry.from} → ${entry.to}`);
  return { violations, stale };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { violations, stale } = checkBoundaries(path.resolve(process.argv[2] ?? '.'));
  for (const entry of stale)
    console.warn(`check-boundaries: an exception no longer needed, remove it: ${entry}`);
  for (const { file, line, specifier, message } of violations) {
    console.error(`${file}:${line}: import '${specifier}' — ${message}`);
  }
  if (violations.length > 0) {
    console.error(`check-boundaries: ${violations.length} import(s) cross a boundary (docs/architecture.md)`);
    process.exit(1);
  }
  console.log('check-boundaries: every import stays within its room');
}
