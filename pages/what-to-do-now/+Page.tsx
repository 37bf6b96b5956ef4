// https://vike.dev/Page
export { WhatToDoNowPage as default } from './WhatToDoNowPage'
