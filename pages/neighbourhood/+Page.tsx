// https://vike.dev/Page
export { NeighbourhoodPage as default } from './NeighbourhoodPage'
