import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteOrigin } from './content/siteOrigin'
import { shortScopedNames } from './scripts/classNames'

export default defineConfig(({ command }) => ({
  plugins: [react(), vike()],
  define: {
    // The footer's copyright year is the year of the build.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The canonical origin as a constant, so the bundle keeps only the branch that uses it.
    __SITE_ORIGIN__: JSON.stringify(siteOrigin(process.env.SITE_URL)),
  },
  css: {
    modules: {
      // The build's class names are short (scripts/classNames.ts): they are written in every
      // page's inlined CSS, its HTML and the JavaScript. The dev server keeps readable ones.
      generateScopedName: command === 'build' ? shortScopedNames(import.meta.dirname) : '[local]_[hash:base64:5]',
    },
  },
  build: {
    // Every page's CSS is inlined into its HTML after the build (scripts/postbuild.ts).
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Short file names: every page's entry lists all of them (Vike's dependency map).
            chunkFileNames: 'assets/c/[hash:10].js',
            entryFileNames: 'assets/e/[hash:10].js',
            // Code shared by every page in one chunk instead of a dozen tiny ones: fewer
            // requests and less gzip overhead in the 100 KiB first-load budget.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // What every page renders: the renderer and the header, footer and contact bar.
                {
                  name: 'layout',
                  test: /[\\/](renderer[\\/]|components[\\/](Header|TopBar|Logo|Icon|icons|ContactBar|navigation|Container|PageHero|Breadcrumbs|CallButton|Section)\b|content[\\/](business|services|areas)\.ts|lib[\\/](urls|slug|analytics|title)\.ts)/,
                },
                // The other CSS Modules' class-name maps (a few dozen bytes each): one request for
                // all page bodies instead of a dozen tiny ones, and shorter dependency lists in
                // every page's entry.
                { name: 'classes', test: /\.module\.css$/ },
              ],
            },
          },
        },
      },
    },
  },
}))
