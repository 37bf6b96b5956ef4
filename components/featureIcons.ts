import type { IconKey } from '../content/iconKeys'
import * as icons from './icons'

/** The icons content may ask for by name (features, badges, values). */
export const featureIcons: Record<IconKey, string> = {
  leaf: icons.leaf,
  shield: icons.shield,
  pin: icons.pin,
  bolt: icons.bolt,
  camera: icons.camera,
  door: icons.door,
  check: icons.check,
  clock: icons.clock,
  phone: icons.phone,
  mail: icons.mail,
}
