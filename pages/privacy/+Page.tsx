// https://vike.dev/Page
export { PrivacyPage as default } from './PrivacyPage'
