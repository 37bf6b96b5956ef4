// https://vike.dev/meta (custom setting, declared in renderer/+config.ts)
import { localBusinessJsonLd } from '../../lib/jsonLd'

export function jsonLd() {
  return [localBusinessJsonLd({ email: true })]
}
