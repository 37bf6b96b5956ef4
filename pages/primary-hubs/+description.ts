// https://vike.dev/head-tags
export const description =
  'Peel Village, Fletcher’s Creek South, Armbro Heights, Eldomar Heights, Ridgehill and Brampton South: our six primary South Brampton service hubs.'
