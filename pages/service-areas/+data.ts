// https://vike.dev/data
import { serviceAreasHub } from '../../content/hubs'

export type Data = ReturnType<typeof data>

export function data() {
  return { copy: serviceAreasHub }
}
