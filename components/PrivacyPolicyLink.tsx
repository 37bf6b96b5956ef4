import { pageUrl } from '../lib/urls'

/** The policy, in a new tab: the form and what was typed stay where they are. */
export function PrivacyPolicyLink() {
  return (
    <a href={pageUrl.privacy} target="_blank" rel="noopener">
      Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * Under a lead form that asks no consent (the contact page's, the footer's quote): what becomes
 * of the details, where they are typed. Beside the form, not in it, so the room a form's box
 * keeps until the form joins the page is the form's alone.
 */
export function PrivacyNote() {
  return (
    <p className="privacy-note">
      We never sell your details or use them for unrelated marketing. See our <PrivacyPolicyLink />.
    </p>
  )
}
