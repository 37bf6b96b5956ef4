// https://vike.dev/head-tags
export const description =
  'What homeowners in Brampton, Mississauga and Caledon say about our humane raccoon, squirrel, skunk, bat and bird removal. Call 24/7 for a free quote.'
