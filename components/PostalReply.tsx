import type { PostalAnswer } from '../lib/postal'
import { areaUrl, neighbourhoodUrl, pageUrl } from '../lib/urls'
import { OfficeCall } from './OfficeCall'
import { PhoneNumber } from './PhoneNumber'

/**
 * What the checker says about a postal code or a place's name. Its number to call is the office
 * by day and the 24/7 line after hours, following the clock while the answer stays on screen
 * (an answer read at 6:58 pm and tapped at 7:05 pm rings the line that answers then).
 */
export function PostalReply({ answer }: { answer: PostalAnswer }) {
  if (answer.kind === 'invalid') return <p>{answer.message}</p>
  const call = <OfficeCall inline>{(line) => <PhoneNumber line={line} />}</OfficeCall>
  if (answer.kind === 'unknown-place') {
    return (
      <p>
        “{answer.place}” is not on our list of places. Type your postal code (for example L6Y 2B3), or call us at {call}: we will tell you whether we can
        come.
      </p>
    )
  }
  if (answer.kind === 'rural') {
    return (
      <p>
        {answer.fsa} is a rural postal code, shared by several towns. If your address is in Brampton, Mississauga or Caledon, yes, we serve you: see{' '}
        <a href={pageUrl.serviceAreas}>the areas we serve</a>. Anywhere else, call us at {call}: we will tell you whether we can come.
      </p>
    )
  }
  if (answer.kind === 'not-served') {
    return (
      <p>
        {answer.fsa} is not one of the postal areas on our list. Call us at {call}: we will tell you whether we can come, or who can help nearby.
      </p>
    )
  }
  if (answer.kind === 'region') {
    return (
      <p>
        Yes, we serve all of Peel Region: Brampton, Mississauga and Caledon. See <a href={pageUrl.serviceAreas}>the areas we serve</a>, or call {call}.
      </p>
    )
  }
  // A yes names what was asked, and links the page of the place it is in.
  const yes =
    answer.kind === 'place'
      ? { asked: `${answer.name}, in ${answer.city}`, page: answer.name, href: neighbourhoodUrl(answer.slug) }
      : {
          asked: answer.kind === 'served' ? `${answer.fsa} in ${answer.areaName}` : answer.place ? `${answer.place}, in ${answer.areaName}` : answer.areaName,
          page: answer.areaName,
          href: areaUrl(answer.area),
        }
  return (
    <p>
      Yes, we serve {yes.asked}. See <a href={yes.href}>wildlife removal in {yes.page}</a>, or call {call}.
    </p>
  )
}
