/** The import-boundary check (`npm run lint`) on small trees made for each case. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';

const script = path.resolve('scripts/check-boundaries.mjs');
const roots: string[] = [];

/** A repository of the given files (path → source), with the project's `#…` import aliases. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  roots.push(root);
  const imports = {
    '#shared/*': './src/shared/*',
    '#content/*': './src/content/*',
    '#web/*': './src/web/*',
    '#server/*': './src/server/*',
  };
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ imports }));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  return root;
}

const messagesOf = (root: string) =>
  checkBoundaries(root).violations.map(({ file, specifier, message }) => `${file} ${specifier}: ${message}`);

/** A tree that keeps every rule: what the failing cases each break one of. */
const clean = {
  'src/web/main.tsx': "import { routes } from './app/router.tsx';\n",
  'src/web/app/router.tsx': "export { studentsRoutes as routes } from '../features/students/routes.tsx';\n",
  'src/web/config/paths.ts': "export const paths = { home: '/' };\n",
  'src/web/lib/session.ts': "import { paths } from '../config/paths.ts';\n",
  'src/web/site-data/resolve-photo.ts':
    "import { BUILTIN_PHOTO_FILES } from '#content/builtin-photo-files.ts';\n",
  'src/web/components/ui/page.tsx': "import { useSite } from '../../site-data/site-context.tsx';\n",
  'src/web/features/students/routes.tsx': "import { paths } from '../../config/paths.ts';\n",
  'src/web/features/students/pages/page.tsx':
    "import { Page } from '../../../components/ui/page.tsx';\nimport { list } from '../api/students-api.ts';\n",
  'src/web/features/students/pages/page.test.tsx':
    "import { testSite } from '../../../site-data/testing/test-site.tsx';\nimport { defaults } from '#content/studio-defaults.ts';\n",
  'src/server/features/stats/stats.routes.ts':
    "import { listLessons } from '../students/index.ts';\nimport { lessonsOf } from './month-report.queries.ts';\n",
  'src/server/features/stats/stats.api.test.ts':
    "import { signIn } from '../../testing/sign-in.ts';\nimport { seed } from '../students/index.ts';\n",
  'src/server/features/students/index.ts': "export { listLessons } from './lessons.queries.ts';\n",
  'src/server/features/students/lessons.queries.ts': "import { recordAudit } from '../audit/index.ts';\n",
  'src/server/db/database.ts':
    "import type { StudentsTables } from '../features/students/students.tables.ts';\n",
  'src/server/app.ts': "import { studentsRoutes } from './features/students/index.ts';\n",
  'src/server/plugins/auth.ts': "import { findSessionUser } from '../features/auth/index.ts';\n",
  'src/server/testing/sign-in.ts': "import { createSession } from '../features/auth/session-store.ts';\n",
  'src/server/features/site/director-section.ts':
    "import { defaultDirector } from '#content/director-defaults.ts';\n",
};

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the import-boundary check', () => {
  it('passes a tree where every import stays within its room', () => {
    expect(messagesOf(tree(clean))).toEqual([]);
  });

  // Each case adds files that break one rule to the clean tree, and expects exactly these messages.
  const breaches: { breach: string; files: Record<string, string>; messages: string[] }[] = [
    {
      breach: 'a web feature that imports another feature, naming both',
      files: {
        'src/web/features/timetable/pages/week.tsx':
          "import { useStudents } from '../../students/api/students-api.ts';\n",
      },
      messages: [
        "src/web/features/timetable/pages/week.tsx ../../students/api/students-api.ts: web feature 'timetable' imports feature 'students': move what both need to components/, lib/, config/ or site-data/, or compose them in app/",
      ],
    },
    {
      breach: 'shared rooms that import a feature, app/, or a room above their own',
      files: {
        'src/web/components/ui/menu.tsx':
          "import { OrdersLink } from '../../features/products/orders-link.tsx';\n",
        'src/web/lib/title.ts': "import { useSite } from '../site-data/site-context.tsx';\n",
        'src/web/features/news/news-row.tsx': "import { paths } from '../../app/paths.ts';\n",
      },
      messages: [
        "src/web/components/ui/menu.tsx ../../features/products/orders-link.tsx: src/web/components/ is shared by every feature and never imports one (here 'products')",
        'src/web/features/news/news-row.tsx ../../app/paths.ts: only app/ and the entry files (main.tsx, entry-server.tsx) import src/web/app: it composes the features, nothing below it reaches up',
        'src/web/lib/title.ts ../site-data/site-context.tsx: src/web/lib/ sits below src/web/site-data/ and does not import it (config < lib < site-data < components)',
      ],
    },
    {
      breach: 'a web component or a server module that reads src/content outside the defaults',
      files: {
        'src/web/features/content/directions.tsx': "import { studio } from '#content/studio.ts';\n",
        'src/server/features/seo/seo.routes.ts': "import { studio } from '../../../content/studio.ts';\n",
      },
      messages: [
        'src/server/features/seo/seo.routes.ts ../../../content/studio.ts: only the first-start section modules (src/server/features/site/*-section.ts) read src/content',
        'src/web/features/content/directions.tsx #content/studio.ts: the web reads the studio content as published, through src/web/site-data, not from src/content',
      ],
    },
    {
      breach:
        "a server feature that imports another feature's file other than its door, in production code and tests",
      files: {
        'src/server/features/auth/login-limit.ts':
          "import { clientAddressKey } from '../rate-limit/client-address.ts';\n",
        'src/server/features/stats/stats-scope.ts':
          "import type { StudentsTables } from '../students/students.tables.ts';\n",
        'src/server/features/stats/stats-export.api.test.ts':
          "import { createSession } from '../auth/session-store.ts';\n",
        'src/server/features/stats/month.ts':
          "import { listLessons } from '#server/features/students/lessons.queries.ts';\n",
        'src/server/features/stats/report.ts': "import { seed } from '../../testing/stats-studio.ts';\n",
      },
      messages: [
        "src/server/features/auth/login-limit.ts ../rate-limit/client-address.ts: server feature 'auth' reaches past the door of feature 'rate-limit' (client-address.ts): import features/rate-limit/index.ts, and export there what others may use",
        "src/server/features/stats/month.ts #server/features/students/lessons.queries.ts: server feature 'stats' reaches past the door of feature 'students' (lessons.queries.ts): import features/students/index.ts, and export there what others may use",
        'src/server/features/stats/report.ts ../../testing/stats-studio.ts: production code never imports a test or a test helper (testing/)',
        "src/server/features/stats/stats-export.api.test.ts ../auth/session-store.ts: server feature 'stats' reaches past the door of feature 'auth' (session-store.ts): import features/auth/index.ts, and export there what others may use",
        "src/server/features/stats/stats-scope.ts ../students/students.tables.ts: server feature 'stats' reaches past the door of feature 'students' (students.tables.ts): import features/students/index.ts, and export there what others may use",
      ],
    },
    {
      breach: 'plugins/, app.ts and db/ reaching past a door (db/ may name tables in type-only imports)',
      files: {
        'src/server/plugins/page-render.ts':
          "import { koreanOfScript } from '../features/fonts/font-glyphs.ts';\n",
        'src/server/app.ts': "import { statsRoutes } from './features/stats/stats.routes.ts';\n",
        'src/server/db/seed.ts':
          "import { StudentsTables } from '../features/students/students.tables.ts';\n",
      },
      messages: [
        "src/server/app.ts ./features/stats/stats.routes.ts: app.ts reaches past the door of feature 'stats' (stats.routes.ts): import features/stats/index.ts, and export there what others may use",
        "src/server/db/seed.ts ../features/students/students.tables.ts: src/server/db/ reaches past the door of feature 'students' (students.tables.ts): import features/students/index.ts, and export there what others may use",
        "src/server/plugins/page-render.ts ../features/fonts/font-glyphs.ts: src/server/plugins/ reaches past the door of feature 'fonts' (font-glyphs.ts): import features/fonts/index.ts, and export there what others may use",
      ],
    },
    {
      breach: 'features that import each other through their doors, naming the loop and each import',
      files: {
        'src/server/features/timetable/index.ts': "export { placeLesson } from './calendar.queries.ts';\n",
        'src/server/features/timetable/calendar.queries.ts':
          "import { closedDays } from '../closures/index.ts';\n",
        'src/server/features/closures/index.ts': "export { closedDays } from './closed-days.ts';\n",
        'src/server/features/closures/closed-days.ts':
          "\nimport { listLessons } from '../students/index.ts';\n",
        'src/server/features/students/lessons.routes.ts':
          "import { placeLesson } from '../timetable/index.ts';\n",
      },
      messages: [
        'src/server/features/closures/closed-days.ts features/students: server features form a loop: closures → students → timetable → closures (src/server/features/closures/closed-days.ts:2, src/server/features/students/lessons.routes.ts:1, src/server/features/timetable/calendar.queries.ts:1); let the lower one take a parameter or a callback, or move the shared piece down',
      ],
    },
  ];
  for (const { breach, files, messages } of breaches) {
    it(`fails ${breach}`, () => {
      expect(messagesOf(tree({ ...clean, ...files }))).toEqual(messages);
    });
  }

  it('leaves out of the loop what only tests import', () => {
    const root = tree({
      ...clean,
      'src/server/features/students/lessons.api.test.ts': "import { runStats } from '../stats/index.ts';\n",
    });
    expect(messagesOf(root)).toEqual([]);
  });

  it('lets a listed exception stand while it is needed, and reports it once it is not', () => {
    const breach = {
      'src/server/features/products/products.routes.ts': "import { x } from '../uploads/upload-url.ts';\n",
    };
    const exception = {
      from: 'src/server/features/products/products.routes.ts',
      to: 'src/server/features/uploads/upload-url.ts',
    };
    expect(checkBoundaries(tree({ ...clean, ...breach }), [exception])).toEqual({
      violations: [],
      stale: [],
    });
    expect(checkBoundaries(tree(clean), [exception]).stale).toEqual([`${exception.from} → ${exception.to}`]);
  });

  // Two processes of its own, each loading the check: more than the default 5 s on a busy machine.
  it('exits 1 from the command line and prints file, line and rule', { timeout: 30_000 }, () => {
    const root = tree({
      ...clean,
      'src/web/features/students/pages/page.tsx':
        "\nimport { ExpectedToday } from '../../timetable/expected-today.tsx';\n",
    });
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [script, root], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      ({ status } = error as { status: number });
      output = (error as { stderr: string }).stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain(
      "src/web/features/students/pages/page.tsx:2: import '../../timetable/expected-today.tsx' — web feature 'students' imports feature 'timetable'",
    );
    expect(output).toContain('check-boundaries: 1 import(s) cross a boundary');
    expect(execFileSync(process.execPath, [script, tree(clean)], { encoding: 'utf8' })).toContain(
      'every import stays within its room',
    );
  });
});
