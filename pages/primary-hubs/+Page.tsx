// https://vike.dev/Page
export { PrimaryHubsPage as default } from './PrimaryHubsPage'
