// https://vike.dev/head-tags
export const description =
  'Where our wildlife technicians work: six primary hubs in South Brampton and six extended hubs across Brampton, with every neighbourhood in Peel Region covered.'
