// https://vike.dev/head-tags
export const description =
  'Practical articles on raccoons, squirrels, skunks, bats and birds in Brampton, Mississauga and Caledon homes: signs, seasons, humane removal and prevention.'
