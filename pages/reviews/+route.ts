// https://vike.dev/route
import { pageUrl } from '../../lib/urls'

export const route = pageUrl.reviews
