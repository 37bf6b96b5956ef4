import type { PhoneLine } from '../content/business'
import type { PostalAnswer } from '../lib/postal'
import { areaUrl, telUrl } from '../lib/urls'
import { PhoneNumber } from './PhoneNumber'

/** What the checker says about a postal code (or a city's name); `line` is the number to call at this hour. */
export function PostalReply({ answer, line }: { answer: PostalAnswer; line: PhoneLine }) {
  if (answer.kind === 'invalid') return <p>{answer.message}</p>
  const call = (
    <a href={telUrl(line.e164)}>
      <PhoneNumber line={line} />
    </a>
  )
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
