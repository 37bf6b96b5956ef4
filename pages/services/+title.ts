// https://vike.dev/head-tags
import { pageTitle } from '../../lib/title'

export const title = pageTitle('Wildlife Removal Services: Raccoons, Bats, Wasps & More')
