// https://vike.dev/Page
export { JobStoriesPage as default } from './JobStoriesPage'
