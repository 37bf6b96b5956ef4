// https://vike.dev/head-tags
export const description =
  'Local, licensed and insured wildlife technicians serving Peel Region for 20+ years: humane one-way door removal, sealed entry points and written warranties.'
