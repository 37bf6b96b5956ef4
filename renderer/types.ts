import type { ReactNode } from 'react'
import type { Thing, WithContext } from 'schema-dts'
import type { PageContextServer } from 'vike/types'

/** A JSON-LD object typed with schema-dts; builders in lib/jsonLd.ts return these. */
export type JsonLd = WithContext<Thing>

declare global {
  // Vike's config and pageContext are typed by augmenting its global namespace (https://vike.dev/meta#typescript).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface Config {
      /** https://vike.dev/Page */
      Page?: () => ReactNode
      /** The document title, brand included; under 60 characters where possible. */
      title?: string | ((pageContext: PageContextServer) => string)
      /** Meta description, 50-160 characters. */
      description?: string | ((pageContext: PageContextServer) => string)
      /** Structured data for the page (server only: never shipped in client JS). */
      jsonLd?: (pageContext: PageContextServer) => JsonLd[]
      /** Keep the page out of search indexes (404, search results). */
      noindex?: boolean
    }
    interface PageContext {
      /** Set by the renderer from the config above. */
      Page?: () => ReactNode
    }
  }
}
