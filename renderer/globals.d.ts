// Constants that vite.config.ts defines for the build (https://vite.dev/config/shared-options#define).
// Plain Node (scripts, tests) does not define them: read them behind `typeof` there.

/** The year of the build, for the footer's copyright line. */
declare const __BUILD_YEAR__: number
/** The canonical origin (SITE_URL, or the demo origin). */
declare const __SITE_ORIGIN__: string | undefined
