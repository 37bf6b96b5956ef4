// https://vike.dev/head-tags
import { pageTitle } from '../../lib/title'

export const title = pageTitle('Job Stories: Wildlife Jobs in Peel')
