// https://vike.dev/head-tags
export const description =
  'All our humane wildlife services in Brampton and Peel: raccoon, squirrel, skunk, bat, bird and wasp removal, 24/7 emergencies, exclusion and attic restoration.'
