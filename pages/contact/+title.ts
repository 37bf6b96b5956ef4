// https://vike.dev/head-tags
import { pageTitle } from '../../lib/title'

export const title = pageTitle('Contact Us: Call, Text or Email')
