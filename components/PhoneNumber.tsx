import { Fragment, type ReactNode } from 'react'
import type { PhoneLine } from '../content/business'
import { telUrl } from '../lib/urls'

/**
 * A number kept on one line (`.phone-number`, renderer/styles/base.css), and as it is by a page
 * translator, which may otherwise turn its digits into another script's.
 */
function Whole({ children }: { children: ReactNode }) {
  return (
    <span className="phone-number" translate="no">
      {children}
    </span>
  )
}

/** A line's number as written, kept on one line. */
export function PhoneNumber({ line }: { line: PhoneLine }) {
  return <Whole>{line.display}</Whole>
}

/** A North American number as written: "(437) 555-0123", "905-555-0123", "1-855-555-0199". */
export const writtenNumber = /((?:1-)?\(?\d{3}\)?[ .-]?\d{3}-\d{4})/

/**
 * Plain text (an answer, a message) with each phone number in it kept on one line; `link`'s
 * number, where the text gives it, is also a tap to call it.
 */
export function WithPhoneNumbers({ text, link }: { text: string; link?: PhoneLine }) {
  return text.split(writtenNumber).map((part, i) =>
    i % 2 === 0 ? (
      <Fragment key={i}>{part}</Fragment>
    ) : part === link?.display ? (
      <a key={i} href={telUrl(link.e164)}>
        <Whole>{part}</Whole>
      </a>
    ) : (
      <Whole key={i}>{part}</Whole>
    ),
  )
}
