// https://vike.dev/head-tags
export const description = 'There is no page at this address. Find the service, area or article you were looking for, or call us: we answer 24/7.'
