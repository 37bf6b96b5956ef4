// https://vike.dev/head-tags
export const description =
  'Raccoons, squirrels, skunks, bats, birds and wasps in Brampton, Mississauga and Caledon homes: what we found, what we did and how each humane job ended.'
