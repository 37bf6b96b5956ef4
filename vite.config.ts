import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import path from 'node:path'
import { Features } from 'lightningcss'
import { defineConfig, type Plugin, type ViteDevServer } from 'vite'
// This file and the modules it runs name their files with the extension (.ts), as Node's own
// module loader needs: Vite's coming native config loader runs them that way, and warned at
// every build of every import written without one.
import { siteOrigin } from './content/siteOrigin.ts'
import type { DevFile } from './scripts/devFiles'
import { shortScopedNames } from './scripts/classNames.ts'
import { renameProperties, shortPropertyNames } from './scripts/propertyNames.ts'
import { torontoToday } from './lib/wallClock.ts'

/**
 * Vike adds a chunk group of its own for CSS, named by a function, and Rolldown then prints a
 * notice on every build asking for its `debugName`. It gets one, so a build prints only what a
 * developer should read. Runs after Vike's own `configResolved`, which adds the group.
 */
function nameChunkGroups(): Plugin {
  return {
    name: 'name-chunk-groups',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const outputs = [config.build, ...Object.values(config.environments).map((environment) => environment.build)].flatMap((build) => build.rolldownOptions.output ?? [])
      for (const output of outputs) {
        const { codeSplitting } = output
        if (typeof codeSplitting !== 'object') continue
        for (const group of codeSplitting.groups ?? []) if (typeof group.name === 'function') group.debugName ??= 'vike-css'
      }
    },
  }
}

/**
 * The pages' data hooks read the Markdown under content/ from disk, outside Vite's module graph, so Vite
 * does not know a page depends on them. When one is edited, added or removed, the browser
 * reloads the page; the content loader sees the file's new time and reads it again. The
 * terminal then lists any link in the content that leads nowhere, as the build would refuse it.
 */
function reloadOnContentChange(): Plugin {
  const contentDir = path.join(import.meta.dirname, 'content') + path.sep
  let server: ViteDevServer | undefined
  // The links are checked once the saves have settled: a file read between an editor's truncate
  // and its write does not validate, and that check would say nothing.
  let linkCheck: ReturnType<typeof setTimeout> | undefined
  return {
    name: 'reload-on-content-change',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(contentDir) || !file.endsWith('.md')) return
      this.environment.hot.send({ type: 'full-reload' })
      clearTimeout(linkCheck)
      const devServer = server
      if (devServer) linkCheck = setTimeout(() => void warnOfBrokenLinks(devServer), 300)
      return []
    },
  }
}

/** scripts/devFiles.ts, run by the dev server (so it reads the content and code as they are now). */
function devFiles(server: ViteDevServer) {
  return server.ssrLoadModule('/scripts/devFiles.ts') as Promise<typeof import('./scripts/devFiles')>
}

/** Each broken link in the content, as a warning in the dev server's terminal. */
async function warnOfBrokenLinks(server: ViteDevServer) {
  try {
    const { devLinkProblems } = await devFiles(server)
    for (const problem of devLinkProblems()) server.config.logger.warn(`A link in the content leads nowhere (the build stops on it): ${problem}`, { timestamp: true })
  } catch {
    // A content file that does not validate: the page shows that error.
  }
}

/**
 * `npm run dev` serves what the build writes after prerendering (sitemap.xml, robots.txt, the
 * blog's feed, the site search's index) from the content as it is (scripts/devFiles.ts). The
 * search index reads every page from this server, some seconds of work, so each answer is kept
 * until a file of the project changes.
 */
function serveBuildFilesInDev(): Plugin {
  return {
    name: 'serve-build-files-in-dev',
    apply: 'serve',
    configureServer(server) {
      const answers = new Map<string, Promise<DevFile | undefined>>()
      server.watcher.on('all', () => answers.clear())
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://dev')
        if (!/\.(xml|txt|json)$/.test(pathname)) return next()
        const origin = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`
        const htmlOf = (route: string) =>
          fetch(new URL(route, origin)).then((page) => {
            if (!page.ok) throw new Error(`${route} answered ${page.status} while the search index was read from the dev server`)
            return page.text()
          })
        if (!answers.has(pathname)) {
          const answer = devFiles(server).then(({ devFile }) => devFile(pathname, htmlOf))
          answer.catch(() => answers.delete(pathname))
          answers.set(pathname, answer)
        }
        answers.get(pathname)!.then((file) => {
          if (!file) return next()
          response.setHeader('Content-Type', file.type)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(file.body)
        }, next)
      })
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [react(), vike(), nameChunkGroups(), reloadOnContentChange(), serveBuildFilesInDev()],
  define: {
    // The footer's copyright year is the year of the build in Toronto (a build on New Year's Eve
    // at 8 pm there, 1:00 UTC, is still that year's).
    __BUILD_YEAR__: JSON.stringify(Number(torontoToday().slice(0, 4))),
    // The canonical origin as a constant, so the bundle keeps only the branch that uses it.
    __SITE_ORIGIN__: JSON.stringify(siteOrigin(process.env.SITE_URL)),
  },
  css: {
    // The minifier writes `color-scheme` with two custom properties for each of its colours, for
    // browsers without light-dark(), which no stylesheet here uses: about 100 bytes on every page.
    lightningcss: { exclude: Features.LightDark },
    // The build's custom properties are short too (scripts/propertyNames.ts).
    postcss: { plugins: command === 'build' ? [renameProperties(shortPropertyNames(import.meta.dirname))] : [] },
    modules: {
      // The build's class names are short (scripts/classNames.ts): they are written in every
      // page's inlined CSS, its HTML and the JavaScript. The dev server keeps readable ones.
      generateScopedName: command === 'build' ? shortScopedNames(import.meta.dirname) : '[local]_[hash:base64:5]',
    },
  },
  build: {
    // Vite's browsers (those of 2023), with Safari back to 15.4: the last iOS of the iPhone 6s,
    // 7 and first SE, and the first Safari to read the cascade layers every stylesheet is written
    // in. Older Safari could not compile the lead dialog's, the toasts' and the FAQ's code (class
    // static blocks came in 16.4).
    // The CSS is minified for the same browsers: media queries keep `min-width`, which Safari 15
    // reads, rather than becoming ranges (`width >= 48rem`), which it drops.
    target: ['chrome111', 'edge111', 'firefox114', 'safari15.4'],
    // Every page's CSS is inlined into its HTML after the build (scripts/postbuild.ts).
    cssCodeSplit: true,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Short file names: every page's entry lists all of them (Vike's dependency map).
            chunkFileNames: 'assets/c/[hash:10].js',
            entryFileNames: 'assets/e/[hash:10].js',
            // Pages ship only their small client script; React and the islands' code load when an
            // island is wanted. React and React DOM are one chunk: they always arrive together.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
    },
  },
}))
