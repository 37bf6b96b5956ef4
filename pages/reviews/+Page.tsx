// https://vike.dev/Page
export { ReviewsPage as default } from './ReviewsPage'
