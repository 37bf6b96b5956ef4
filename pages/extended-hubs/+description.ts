// https://vike.dev/head-tags
export const description =
  'Downtown Brampton, Springdale, Bramalea, Mount Pleasant, Credit Valley and Castlemore: six extended hubs where we remove wildlife humanely, 7 days a week.'
