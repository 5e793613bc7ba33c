import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const buildDir = process.env.BUILD_DIR ?? 'dist';
const root = path.resolve('src/web');

/** Our modules that every page loads: the API client, the studio's data and title, the clock. */
const everyPageNeeds =
  /src[\\/]web[\\/](lib[\\/]api-client\.ts|site-data[\\/](site-context\.tsx|use-document-title\.ts))$|src[\\/]shared[\\/]time\.ts$/;

/**
 * In the server's build, each page module says where it lives (`__pageSource`), so the server
 * can look up the page's stylesheets and scripts in the browser build's manifest and send
 * them with the HTML it renders (src/web/lib/lazy-page.ts, src/server/plugins/page-render.ts).
 */
function pageSources(): Plugin {
  return {
    name: 'page-sources',
    transform(code, id, options) {
      if (!options?.ssr || !/[\\/](features[\\/][^\\/]+|app)[\\/]pages[\\/][^\\/]+\.tsx$/.test(id))
        return null;
      const source = path.relative(root, id).split(path.sep).join('/');
      return { code: `${code}\nexport const __pageSource = ${JSON.stringify(source)};\n`, map: null };
    },
  };
}

/**
 * The page is in the HTML already; its scripts only make it interactive. Fetched at low
 * priority, they leave the bandwidth of a slow connection to the stylesheets and the first image.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * `vite build --mode islands` (scripts/build.mjs): the script of a visitor's public page
 * (src/web/islands.tsx, docs/decisions/070-islands-on-public-pages.md), a build of its own so
 * that its chunks share nothing with the app's: React alone in one chunk, each island's code in
 * its own, and neither the router's routes nor the app's pages.
 */
const islandsBuild = {
  // Beside the app's files, which it runs after: a picture both builds name is the same file.
  outDir: `../../${buildDir}/web`,
  emptyOutDir: false,
  manifest: '.vite/islands-manifest.json',
  assetsInlineLimit: 0,
  rolldownOptions: {
    input: path.resolve(root, 'islands.tsx'),
    output: {
      codeSplitting: {
        groups: [
          {
            // What every island runs on, as one file: React, the data layer and the few modules
            // of ours each island's root has. A page with an island at once (/book) fetches
            // three files: this entry, this and its island.
            name: 'runtime',
            test: (id: string) =>
              /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]|rolldown[\\/]runtime/.test(id) ||
              /src[\\/]web[\\/](island-runtime|app[\\/]providers|lib[\\/](api-client|render-clock|session|use-hydrated)|site-data[\\/](?!resolve-photo)|components[\\/](island|error-boundary|ui[\\/]toast))/.test(
                id,
              ) ||
              /src[\\/]shared[\\/](errors|messages[\\/]common|time)\.ts$/.test(id),
          },
          {
            // /book's board, in one file with the modules it alone needs on arrival: each file
            // more is its headers more. The form, the log and the delete dialog, fetched later,
            // keep files of their own; only these modules, not what they import (the bundler's
            // preload helper and the wake event are the entry's, on every page).
            name: 'book-board',
            includeDependenciesRecursively: false,
            test: (id: string) =>
              /src[\\/]web[\\/]features[\\/]booking[\\/](components[\\/](book-board-island|board-grid|board-status|booking-grid|booking-cell|booking-section)|api[\\/](bookings|use-live-board)|hooks[\\/](use-book-page-state|use-delete-slot)|lib[\\/](booking-span|date-label)|pages[\\/]book-page\.module)/.test(
                id,
              ) || /src[\\/]web[\\/]lib[\\/]use-seoul-now/.test(id),
          },
          {
            // What the board shares with other islands (the loading line and its offline words,
            // the board's hours that the pay page's weekday labels import): a file of their own,
            // so that the pay page fetches nothing of the board and the board nothing of it.
            name: 'islands-shared',
            includeDependenciesRecursively: false,
            test: (id: string) =>
              /src[\\/](shared[\\/]booking-rules|web[\\/](components[\\/]ui[\\/]page-loading|lib[\\/]use-online))/.test(
                id,
              ),
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  resolve:
    mode === 'islands'
      ? { alias: [{ find: /^react-router$/, replacement: path.resolve(root, 'islands-router.tsx') }] }
      : {},
  publicDir: mode === 'islands' ? false : 'public',
  plugins: [react(), pageSources(), lowPriorityScripts()],
  build:
    mode === 'islands'
      ? islandsBuild
      : isSsrBuild
        ? {
            // `vite build --ssr entry-server.tsx` (scripts/build.mjs)
            outDir: `../../${buildDir}/ssr`,
            emptyOutDir: true,
            // As in the browser's build: a picture's address, never its bytes inlined in the HTML.
            assetsInlineLimit: 0,
          }
        : {
            outDir: `../../${buildDir}/web`,
            emptyOutDir: true,
            // The server reads it to send each page's stylesheets and scripts with its HTML.
            manifest: true,
            assetsInlineLimit: 0,
            chunkSizeWarningLimit: 600,
            rolldownOptions: {
              output: {
                // The framework every page needs ships as one chunk: one request, and one gzip
                // dictionary instead of several small pieces (see README, figures). With it go the
                // few modules of our own that every page loads too, which would otherwise each be a
                // chunk of a few hundred bytes with a response's headers of its own.
                codeSplitting: {
                  groups: [
                    {
                      name: 'framework',
                      test: (id) =>
                        /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/.test(id) ||
                        everyPageNeeds.test(id),
                    },
                    {
                      // What the board pages share (the grid, its data, the PIN field, the rules)
                      // as one chunk rather than several small ones, each of which costs /book a
                      // response's headers. A module of one page alone (the tablet's quick-book
                      // dialog, the delete dialog fetched on the first tap) stays with that page.
                      name: 'booking-board',
                      // The dialogs' frame is the tablet's and the delete dialog's, not /book's.
                      test: (id) =>
                        (/src[\\/]web[\\/]features[\\/]booking[\\/](api|components|hooks|lib)[\\/]/.test(
                          id,
                        ) ||
                          /src[\\/]shared[\\/]daily-limit\.ts$/.test(id)) &&
                        !/board-dialog/.test(id),
                      minShareCount: 2,
                      includeDependenciesRecursively: false,
                    },
                    {
                      // The staff's notices on the home page and the band they share, as one
                      // chunk: the home page, at its script budget, names one file to fetch for
                      // signed-in staff rather than a file per notice and one for the band.
                      name: 'staff-notices',
                      test: /src[\\/]web[\\/](components[\\/]staff-notice-band|features[\\/]backup[\\/]components[\\/]backup-notice|features[\\/]messages[\\/]components[\\/]outbox-stall-notice)\.tsx$/,
                    },
                  ],
                },
              },
            },
          },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
