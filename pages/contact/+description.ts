// https://vike.dev/head-tags
export const description =
  'Call, text or email Peel Humane Wildlife. Office open 7:00am - 7:00pm, 7 days; emergency wildlife line answered 24/7 across Brampton, Mississauga and Caledon.'
