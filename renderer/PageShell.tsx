// The global stylesheet first: it declares the cascade layers' order before any module uses one.
import './styles/index.css'
import { StrictMode, Suspense, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { ContactBar } from '../components/ContactBar'
import { lazyWhenIdle } from '../components/lazyWhenIdle'
import { Toasts } from '../components/toast/Toasts'
import { Header } from '../components/Header'
import { TopBar } from '../components/TopBar'
import { PageContextProvider } from './usePageContext'

// The footer is static markup: its code can wait until the page is idle.
const Footer = lazyWhenIdle(() => import('../components/Footer').then((m) => m.Footer), 'footer')

/** The frame around every page: skip link, header, main, footer and the floating contact bar. */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* Outside <header>, so that it sticks for the whole page, not just the header's height. */}
        <TopBar />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <ContactBar />
        <Toasts />
      </PageContextProvider>
    </StrictMode>
  )
}
