// https://vike.dev/data
import { about, coreValues, licensedStatement, trackRecord } from '../../content/about'
import { offeredServices } from '../../content/services'
import { serviceCards } from '../../lib/serviceCards'

export type Data = ReturnType<typeof data>

export function data() {
  return { about, coreValues, licensedStatement, trackRecord, services: serviceCards(offeredServices.map((s) => s.slug)) }
}
