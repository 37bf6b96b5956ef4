import { Fragment } from 'react'

/**
 * An email address that, when a narrow screen must break it, breaks after the @ or before a
 * dot, never inside a word ("help@peelhumanewildlife.exam" / "ple" on a 320px phone before).
 * A page translator leaves it as it is: it translated "help@" as a word of its own.
 */
export function EmailAddress({ address }: { address: string }) {
  const [user, domain = ''] = address.split('@')
  return (
    <span translate="no">
      {user}@<wbr />
      {domain.split('.').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

/**
 * Plain text with each mention of `address` breaking as an address should. Not a link: mailto
 * links belong to the contact page (and a failed form's fallbacks) only.
 */
export function WithEmailAddress({ text, address }: { text: string; address: string }) {
  return text.split(address).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <EmailAddress address={address} />}
      {part}
    </Fragment>
  ))
}
