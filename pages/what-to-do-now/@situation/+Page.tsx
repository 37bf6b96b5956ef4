// https://vike.dev/Page
export { SituationPage as default } from './SituationPage'
