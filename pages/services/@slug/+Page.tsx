// https://vike.dev/Page
export { ServicePage as default } from './ServicePage'
