// The global stylesheet first: it declares the cascade layers' order before any module uses one.
import './styles/index.css'
import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { ContactBar } from '../components/ContactBar'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'
import { OfflineNotice } from '../components/lead/OfflineNotice'
import { TopBar } from '../components/TopBar'
import { pageServiceTopic } from '../lib/lead/pageTopic'
import { pageUrl } from '../lib/urls'
import { PageContextProvider } from './usePageContext'

/**
 * The frame around every page: skip link, header, main, footer, the floating contact bar and
 * the offline notice. Rendered to HTML at build time only (the browser hydrates islands alone).
 */
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
        <main id="main" tabIndex={-1} data-service-topic={pageServiceTopic(pageContext.urlPathname)}>
          {children}
        </main>
        <Footer quote={pageContext.urlPathname !== pageUrl.contact} />
        <ContactBar />
        <OfflineNotice />
      </PageContextProvider>
    </StrictMode>
  )
}
