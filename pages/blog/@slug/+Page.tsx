// https://vike.dev/Page
export { PostPage as default } from './PostPage'
