// https://vike.dev/head-tags
export const description =
  'What our contact and quote forms collect, how EmailJS delivers your request, how long we keep it and how to ask for access or deletion under PIPEDA.'
