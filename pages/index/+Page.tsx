// https://vike.dev/Page
export { HomePage as default } from './HomePage'
