// https://vike.dev/head-tags
import { business } from '../../content/business'

export const description = `Call, text or email ${business.shortName}. Office ${business.hours.label}, ${business.hours.spokenDays}; emergency line answered 24/7 in Brampton, Mississauga and Caledon.`
