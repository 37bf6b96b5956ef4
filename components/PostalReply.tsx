import type { PhoneLine } from '../content/business'
import type { PostalAnswer } from '../lib/postal'
import { areaUrl, telUrl } from '../lib/urls'
import { PhoneNumber } from './PhoneNumber'

/** What the checker says about a postal code; `line` is the number to call at this hour. */
export function PostalReply({ answer, line }: { answer: PostalAnswer; line: PhoneLine }) {
  if (answer.kind === 'invalid') return <p>{answer.message}</p>
  const call = (
    <a href={telUrl(line.e164)}>
      <PhoneNumber line={line} />
    </a>
  )
  return answer.kind === 'served' ? (
    <p>
      Yes, we serve {answer.fsa} in {answer.areaName}. See <a href={areaUrl(answer.area)}>wildlife removal in {answer.areaName}</a>, or call {call}.
    </p>
  ) : (
    <p>
      {answer.fsa} is not one of the postal areas on our list. Call us at {call}: we will tell you whether we can come, or who can help nearby.
    </p>
  )
}
