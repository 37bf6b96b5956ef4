// https://vike.dev/Page
export { ContactPage as default } from './ContactPage'
