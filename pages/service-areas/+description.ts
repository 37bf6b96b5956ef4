// https://vike.dev/head-tags
export const description =
  'We remove wildlife in all of Peel Region. Check your postal code, pick Mississauga, Brampton or Caledon on the map, and see what happens after you call us.'
