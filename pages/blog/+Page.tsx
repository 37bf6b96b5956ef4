// https://vike.dev/Page
export { BlogPage as default } from './BlogPage'
