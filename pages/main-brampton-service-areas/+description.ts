// https://vike.dev/head-tags
export const description =
  'North, South, East and West Brampton, Mississauga and Caledon: choose your area to see the neighbourhoods we serve and the wildlife problems common there.'
