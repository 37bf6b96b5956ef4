// https://vike.dev/head-tags
import { pageTitle } from '../../lib/title'

export const title = pageTitle('Service Areas in Peel Region')
