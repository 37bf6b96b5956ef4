// https://vike.dev/head-tags
export const description =
  'Local, insured wildlife technicians serving Peel Region: humane one-way door removal, sealed entry points, named licences and a written warranty.'
