// https://vike.dev/Page
export { NotFoundPage as default } from './NotFoundPage'
