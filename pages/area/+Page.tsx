// https://vike.dev/Page
export { AreaPage as default } from './AreaPage'
