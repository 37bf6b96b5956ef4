// https://vike.dev/Page
export { ExtendedHubsPage as default } from './ExtendedHubsPage'
