import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

/** https://vike.dev/usePageContext */
export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() called outside <PageContextProvider>')
  return pageContext
}

/** The page's `+data` result (https://vike.dev/data). */
export function useData<Data>(): Data {
  return usePageContext().data as Data
}
