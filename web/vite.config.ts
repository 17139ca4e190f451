/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin, Rolldown } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { i18nMessages } from './src/lib/i18n/build.js'
import { rtlStylesheet } from './src/styles/rtlStylesheet.js'
import { svgIcon } from './src/styles/sassSvgIcon.js'

const ICON_LOADERS_STUB = '\0blueprint-icon-loaders-stub'
const ICON_NAMES_STUB = '\0blueprint-icon-names-stub'

/**
 * Blueprint's built-in icon loaders import the paths of every icon (hundreds
 * of KB). The app gives Blueprint its own per-icon loader (src/lib/icons.ts),
 * so those loaders are swapped for a stub and the whole set never reaches the
 * bundle, the service-worker precache, or the browser.
 */
function blueprintIconsOneByOne(): Plugin {
  return {
    name: 'blueprint-icons-one-by-one',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        importer?.includes('@blueprintjs/icons') &&
        /paths-loaders\/(allPathsLoader|splitPathsBySizeLoader)/.test(source)
      ) {
        return ICON_LOADERS_STUB
      }
      if (importer?.includes('@blueprintjs/icons') && /^\.\/iconNames(\.js)?$/.test(source)) {
        return ICON_NAMES_STUB
      }
      return null
    },
    load(id) {
      // The table of all ~2,000 icon names (and the case library that builds it) only
      // serves the string-name loaders; every name is accepted and src/lib/icons.ts decides.
      if (id === ICON_NAMES_STUB) {
        return 'export const IconNames = {}\nexport const IconNamesSet = { has: (name) => typeof name === "string" }\n'
      }
      if (id !== ICON_LOADERS_STUB) return null
      return [
        'const refuse = async (name) => {',
        '  throw new Error(`Blueprint icon "${name}" is not bundled: see src/lib/icons.ts`)',
        '}',
        'export const allPathsLoader = refuse',
        'export const splitPathsBySizeLoader = refuse',
      ].join('\n')
    },
  }
}

/**
 * The hashed files (`assets/…`) the entry loads, imports included: the app shell the
 * service worker precaches. The sign-in page is part of the entry and shows without the
 * router (src/app/start.tsx), so it starts offline; everything else under /assets (the
 * router's chunk too) is cached when first used.
 */
function shellFiles(bundle: Rolldown.OutputBundle): Set<string> {
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return
    files.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset)
    chunk.imports.forEach(visit)
  }
  const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry)
  if (entries.length !== 1) throw new Error('precache: expected one entry in the bundle')
  for (const entry of entries) visit(entry.fileName)
  return files
}

/**
 * Blueprint's Sass gives every icon of its icon font a rule (`.bp6-icon-add::before {
 * content: "\f…" }`, ~2,000 of them): the app never loads that font (its icons are SVG,
 * src/lib/icons.ts), so they are dropped from the stylesheet every page waits for before
 * its first paint (~30 KB, 6 KB gzip). An inline PostCSS plugin: no package for one rule.
 */
const dropIconFontGlyphs = {
  postcssPlugin: 'drop-icon-font-glyphs',
  Rule(rule: { selector: string; nodes: { type: string; prop?: string }[]; remove(): void }) {
    const [only, ...more] = rule.nodes
    if (
      /^\.bp6-icon-[a-z0-9-]+::before$/.test(rule.selector) &&
      more.length === 0 &&
      only?.type === 'decl' &&
      only.prop === 'content'
    )
      rule.remove()
  },
}

/** Modules only date-picking screens load (src/lib/resource/dates/DateRangePicker and below). */
const DATE_PICKING =
  /[\\/](@blueprintjs[\\/]datetime2?|react-day-picker|date-fns(-tz)?)[\\/]|[\\/]Date(Range|Time)Picker\.tsx$|datetime-theme\.scss$/

/** The dashboard's chart library: with the dashboard's charts only (never /login, never the kit). */
const CHARTING = /[\\/]uplot[\\/]/

/**
 * The API's texts in another language (the contracts' catalogues and their reader): a chunk of
 * their own, which only a page in that language loads, never with zod or the screens' kit.
 */
const API_TEXTS =
  /[\\/]contracts[\\/]src[\\/](translate\.ts|locales[\\/])|[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]apiTexts\.ts$/

const isSchema = (id: string) =>
  !API_TEXTS.test(id) &&
  /[\\/]contracts[\\/]src[\\/]|node_modules[\\/]zod[\\/]|[\\/]web[\\/]src[\\/]lib[\\/]api[\\/]/.test(
    id,
  )

/**
 * React Router and the routes (src/app/router.tsx and what only it imports): every page but
 * /login opened alone (src/app/start.tsx) loads it, beside the first script.
 */
const ROUTER =
  /node_modules[\\/]react-router(-dom)?[\\/]|[\\/]web[\\/]src[\\/]app[\\/](router|HashRedirect|hashTarget)\.tsx?$/

/**
 * Which screen each route shows (the modules' descriptors, src/modules/index.ts and each
 * module's module.ts; src/app/screens.tsx, layout/screenLoaders.ts) and the matcher of a cold
 * start (preloadScreen.ts): a small chunk of its own, which the router and the shell import
 * and a cold start loads beside them, to ask for the screen's chunk at once.
 */
const SCREEN_MAP =
  /[\\/]web[\\/]src[\\/](app[\\/](screens\.tsx|preloadScreen\.ts|layout[\\/]screenLoaders\.ts)|modules[\\/](index|[^\\/]+[\\/]module)\.ts)$/

/** An icon's own module (its paths): in the kit only when the layer shows it. */
const ICON = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]/

/** The layer and the libraries screens are built from (but the date pickers, icons and charts). */
/** The languages' runtime and catalogues: where their messages are (lib/i18n/build.ts). */
const LANGUAGE_RUNTIME =
  /[\\/]web[\\/]src[\\/]lib[\\/]i18n[\\/]|node_modules[\\/](@messageformat|make-plural)[\\/]/

const isScreenKit = (id: string) =>
  !LANGUAGE_RUNTIME.test(id) &&
  !DATE_PICKING.test(id) &&
  !CHARTING.test(id) &&
  !ICON.test(id) &&
  /[\\/]web[\\/]src[\\/]lib[\\/]|node_modules[\\/]/.test(id)

/** The app shell's files, recorded by {@link appShell} for the precache (workbox, below). */
let shellAssets = new Set<string>()

function appShell(): Plugin {
  return {
    name: 'app-shell-files',
    apply: 'build',
    generateBundle(_, bundle) {
      shellAssets = shellFiles(bundle)
    },
  }
}

export default defineConfig({
  plugins: [
    blueprintIconsOneByOne(),
    i18nMessages(),
    react(),
    appShell(),
    rtlStylesheet(fileURLToPath(new URL('./src/styles/rtl.css', import.meta.url))),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Food back-office',
        short_name: 'Back-office',
        description: 'The admin back-office of the food-ordering and delivery business',
        theme_color: '#14532d',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/dashboard',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Lean precache (the /login budget counts the service worker's downloads): the app
        // shell only — index.html, the entry script and CSS, what /login needs, the icon
        // and manifest. Other screens' files are cached when first used (below).
        manifestTransforms: [
          (entries) => {
            if (shellAssets.size === 0) throw new Error('precache: the app shell was not recorded')
            const manifest = entries.filter(
              (e) => !e.url.startsWith('assets/') || shellAssets.has(e.url),
            )
            return { manifest, warnings: [] }
          },
        ],
        navigateFallback: 'index.html',
        // The API is never cached; /download is answered by the edge (a 302 to the store).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/download(\/|$|\?)/],
        runtimeCaching: [
          {
            // Vite's hashed files never change under their name: the first answer is kept.
            // Only /assets/ of this origin: never /api, never another host.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  css: {
    postcss: { plugins: [dropIconFontGlyphs] },
    preprocessorOptions: {
      scss: {
        // Blueprint's Sass sources (src/styles/blueprint-theme.scss) call svg-icon(), a
        // function of Blueprint's own build, and still use @import and global functions:
        // the build output only reports warnings about our own Sass.
        functions: { 'svg-icon($path, $selectors: null)': svgIcon },
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin'],
      },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json says which chunk each module became: the screen-chunk budget
    // (e2e/budgets/screens.mjs) reads it. Never deployed or served (public/.assetsignore).
    manifest: true,
    rolldownOptions: {
      // Building a contracts schema or route descriptor has no side effects, so the
      // ones a chunk does not use are dropped (zod stays out of the first script).
      treeshake: {
        manualPureFunctions: ['z', 'defineRoute', 'defineResource', 'dataEnvelope', 'listEnvelope'],
      },
      output: {
        // What the first script needs (rolldown's `$initial`: everything the entry imports,
        // the sign-in page included) in one file rather than half a dozen small shared
        // chunks: one request, and it compresses better. Screens stay chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'], priority: 5 },
            // Which screen each route shows, before the router's chunk (which imports it).
            { name: 'screen-map', test: SCREEN_MAP, priority: 4 },
            // The router: with every page but /login alone, in one file of its own.
            { name: 'router', test: ROUTER, priority: 3 },
            // The screens share the rest in two files, not two dozen small ones fetched in
            // a row (a first click on Orders waited ~200 ms on them): the contracts' schemas
            // (zod; also what signing in needs), and the resource layer with the libraries
            // it is built from. It also keeps each route's preload list in the first script
            // a few entries long. Date pickers stay apart, with the screens that use them.
            { name: 'schemas', test: isSchema, priority: 2 },
            // The API's texts in another language: with that language alone.
            { name: 'api-texts', test: API_TEXTS, priority: 2 },
            { name: 'screen-kit', test: isScreenKit, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not one per file: importing React,
    // Blueprint and the layer again for each of 50+ files was 90 of the run's 100 s.
    // Each file starts with an empty body and storage and unmounts what it rendered
    // (src/test/setup.ts); they pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
