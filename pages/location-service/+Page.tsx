// https://vike.dev/Page
export { LocationServicePage as default } from './LocationServicePage'
