// https://vike.dev/head-tags
export const description =
  'Raccoons, squirrels or bats in the attic? Humane wildlife removal in Brampton, Mississauga and Caledon: one-way doors, sealed entry points, same-day visits.'
