// https://vike.dev/Page
export { ServicesPage as default } from './ServicesPage'
