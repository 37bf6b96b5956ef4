// https://vike.dev/Page
export { MainBramptonServiceAreasPage as default } from './MainBramptonServiceAreasPage'
