import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  define: {
    // The footer's copyright year is the year of the build (PRODUCT.md "Copyright line").
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  css: {
    modules: {
      // Short, stable class names keep the inlined CSS and the HTML small.
      generateScopedName: '[local]_[hash:base64:5]',
    },
  },
  build: {
    // Every page's CSS is inlined into its HTML after the build (scripts/postbuild.ts).
    cssCodeSplit: false,
  },
})
