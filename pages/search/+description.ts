// https://vike.dev/head-tags
export const description =
  'Search our wildlife removal services, the Brampton, Mississauga and Caledon areas we cover, and our articles on raccoons, squirrels, bats and more.'
