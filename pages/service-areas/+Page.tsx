// https://vike.dev/Page
export { ServiceAreasPage as default } from './ServiceAreasPage'
