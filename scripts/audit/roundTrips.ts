/**
 * A new TCP connection delivers 10 segments (14,600 bytes) in its first round trip, and twice as
 * much in each round trip after it (slow start). An HTML response larger than the first round
 * trip, headers included, waits at least one more round trip (150 ms on slow 4G) before the
 * browser has the whole page; Lighthouse's simulation paints only once it has it all.
 */
export const firstRoundTripBytes = 14_600

/** The round trips a new connection takes to deliver `bytes` (0 for nothing or an unknown size). */
export function roundTripsFor(bytes: number): number {
  let trips = 0
  for (let delivered = 0, window = firstRoundTripBytes; delivered < bytes; delivered += window, window *= 2) trips++
  return trips
}
