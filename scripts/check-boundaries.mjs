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
const EXCEPTIONS = [];

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

/** A server feature's door: the one file of it that anything outside the feature may import. */
const DOOR = 'index.ts';

/**
 * Rooms of the server that set things up the way no feature may: the test helpers (a session
 * for a signed-in request, a seeded studio) and the whole-server suites (fuzz/).
 */
const SERVER_SETUP_ROOMS = ['testing', 'fuzz'];

function serverBreach(from, to, fromRel, toRel, typeOnly) {
  if (to.room !== 'features') return null;
  if (from.room === 'lib')
    return `src/server/lib/ holds helpers of the whole server and imports no feature (here '${to.feature}')`;
  if (from.room === 'features' && from.feature === to.feature) return null;
  if (SERVER_SETUP_ROOMS.includes(from.room)) return null;
  const inside = toRel.split('/').slice(4).join('/');
  if (inside === DOOR) return null;
  // The Database type is the one place that names every feature's tables.
  if (from.room === 'db' && inside.endsWith('.tables.ts') && typeOnly) return null;
  const who =
    from.room === 'features'
      ? `server feature '${from.feature}'`
      : from.room === 'entry'
        ? path.posix.basename(fromRel)
        : `src/server/${from.room}/`;
  return `${who} reaches past the door of feature '${to.feature}' (${inside}): import features/${to.feature}/${DOOR}, and export there what others may use`;
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
  if (from.side === 'server' && to.side === 'server') return serverBreach(from, to, fromRel, toRel, typeOnly);
  return null;
}

/**
 * Loops between server features, from the imports of production code through the doors:
 * `[{ path: ['a', 'b', 'a'], via: [{ file, line }, …] }]`, one loop for each group of features
 * that reach each other, the shortest found from its first feature in name order.
 */
export function featureLoops(edges) {
  const next = new Map();
  for (const { from, to, file, line } of edges) {
    if (!next.has(from)) next.set(from, new Map());
    if (!next.get(from).has(to)) next.get(from).set(to, { file, line });
  }
  const names = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].sort();
  const reach = (start) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      for (const to of next.get(queue.shift())?.keys() ?? []) {
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return seen;
  };
  const reached = new Map(names.map((name) => [name, reach(name)]));
  const done = new Set();
  const loops = [];
  for (const start of names) {
    if (done.has(start)) continue;
    const group = names.filter((name) => reached.get(start).has(name) && reached.get(name).has(start));
    for (const name of group) done.add(name);
    if (group.length < 2) continue;
    // The shortest way back to `start`, breadth first, inside the group.
    const back = new Map([[start, null]]);
    const queue = [start];
    let last = null;
    while (queue.length > 0 && last === null) {
      const at = queue.shift();
      for (const to of [...(next.get(at)?.keys() ?? [])].sort()) {
        if (to === start) {
          last = at;
          break;
        }
        if (group.includes(to) && !back.has(to)) {
          back.set(to, at);
          queue.push(to);
        }
      }
    }
    const path = [start];
    for (let at = last; at !== start; at = back.get(at)) path.splice(1, 0, at);
    path.push(start);
    loops.push({ path, via: path.slice(1).map((to, index) => next.get(path[index]).get(to)) });
  }
  return loops;
}

const matches = (rule, rel) => (typeof rule === 'string' ? rule === rel : rule.test(rel));

/** Every breach under `root` (`{ file, line, specifier, message }`), and exceptions no longer needed. */
export function checkBoundaries(root, exceptions = EXCEPTIONS) {
  const aliases = packageAliases(root);
  const violations = [];
  const used = new Set();
  const edges = [];
  for (const abs of listFiles(root, 'src')) {
    const fromRel = path.relative(root, abs).split(path.sep).join('/');
    for (const { specifier, typeOnly, line } of collectImports(fs.readFileSync(abs, 'utf8'), abs)) {
      const toRel = resolve(fromRel, specifier, aliases);
      if (!toRel) continue;
      const from = roomOf(fromRel);
      const to = roomOf(toRel);
      if (
        from.side === 'server' &&
        to.side === 'server' &&
        from.room === 'features' &&
        to.room === 'features' &&
        from.feature !== to.feature &&
        !TEST.test(fromRel)
      ) {
        edges.push({ from: from.feature, to: to.feature, file: fromRel, line });
      }
      const message = breach(fromRel, toRel, typeOnly);
      if (!message) continue;
      const exception = exceptions.find((entry) => matches(entry.from, fromRel) && matches(entry.to, toRel));
      if (exception) used.add(exception);
      else violations.push({ file: fromRel, line, specifier, message });
    }
  }
  for (const { path: loop, via } of featureLoops(edges)) {
    violations.push({
      file: via[0].file,
      line: via[0].line,
      specifier: `features/${loop[1]}`,
      message: `server features form a loop: ${loop.join(' → ')} (${via
        .map(({ file, line }) => `${file}:${line}`)
        .join(', ')}); let the lower one take a parameter or a callback, or move the shared piece down`,
    });
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
