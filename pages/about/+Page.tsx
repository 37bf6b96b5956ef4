// https://vike.dev/Page
export { AboutPage as default } from './AboutPage'
