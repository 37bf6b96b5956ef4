import { Fragment } from 'react'

/**
 * An email address that, when a narrow screen must break it, breaks after the @ or before a
 * dot, never inside a word ("help@peelhumanewildlife.exam" / "ple" on a 320px phone before).
 */
export function EmailAddress({ address }: { address: string }) {
  const [user, domain = ''] = address.split('@')
  return (
    <>
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
    </>
  )
}

/**
 * Plain text with each mention of `address` breaking as an address should. Not a link: mailto
 * links belong to the contact page (and a failed form's fallbacks) only.
 */
export function WithEmailAddress({ text, address }: { text: string; address: string }) {
  return text.split(address).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <span>
          <EmailAddress address={address} />
        </span>
      )}
      {part}
    </Fragment>
  ))
}
