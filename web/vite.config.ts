/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
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

export default defineConfig({
  plugins: [
    blueprintIconsOneByOne(),
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg', 'login-banner.svg'],
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
        navigateFallback: 'index.html',
        // The API is never cached; /download is answered by the edge (a 302 to the store).
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/download(\/|$|\?)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  css: {
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
    rolldownOptions: {
      // Building a contracts schema or route descriptor has no side effects, so the
      // ones a chunk does not use are dropped (zod stays out of the first script).
      treeshake: {
        manualPureFunctions: ['z', 'defineRoute', 'defineResource', 'dataEnvelope', 'listEnvelope'],
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
