import type { PhoneLine } from '../content/business'
import type { PostalAnswer } from '../lib/postal'
import { areaUrl, neighbourhoodUrl, telUrl } from '../lib/urls'
import { PhoneNumber } from './PhoneNumber'

/** What the checker says about a postal code or a place's name; `line` is the number to call at this hour. */
export function PostalReply({ answer, line }: { answer: PostalAnswer; line: PhoneLine }) {
  if (answer.kind === 'invalid') return <p>{answer.message}</p>
  const call = (
    <a href={telUrl(line.e164)}>
      <PhoneNumber line={line} />
    </a>
  )
  if (answer.kind === 'place') {
    return (
      <p>
        Yes, we serve {answer.name}, in {answer.city}. See <a href={neighbourhoodUrl(answer.slug)}>wildlife removal in {answer.name}</a>, or call {call}.
      </p>
    )
  }
  if (answer.kind === 'unknown-place') {
    return (
      <p>
        “{answer.place}” is not on our list of places. Type your postal code (for example L6Y 2B3), or call us at {call}: we will tell you whether we can
        come.
      </p>
    )
  }
  if (answer.kind === 'served' || answer.kind === 'city') {
    return (
      <p>
        Yes, we serve {answer.kind === 'served' ? `${answer.fsa} in ${answer.areaName}` : answer.areaName}. See{' '}
        <a href={areaUrl(answer.area)}>wildlife removal in {answer.areaName}</a>, or call {call}.
      </p>
    )
  }
  return (
    <p>
      {answer.fsa} is not one of the postal areas on our list. Call us at {call}: we will tell you whether we can come, or who can help nearby.
    </p>
  )
}
