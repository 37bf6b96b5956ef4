/** Copy for the service-area hub pages (seed §2, "Area and neighbourhood pages"). */
export const serviceAreasHub = {
  title: 'Service Areas',
  lead: 'We are based in Peel Region and work in every part of it. Our service area is organised into two groups of hubs.',
  cards: [
    {
      key: 'primary',
      name: 'Primary Hubs',
      description: 'Six South Brampton neighbourhoods where our technicians work most often: Peel Village, Fletcher’s Creek South, Armbro Heights, Eldomar Heights, Ridgehill and Brampton South.',
      imageText: 'South Brampton',
    },
    {
      key: 'extended',
      name: 'Extended Hubs',
      description: 'Six established Brampton communities covered on the same schedule: Downtown Brampton, Springdale, Bramalea, Mount Pleasant, Credit Valley and Castlemore.',
      imageText: 'Across Brampton',
    },
  ],
} as const

export const primaryHubsPage = {
  title: 'Primary Hubs: South Brampton',
  lead: 'Six South Brampton neighbourhoods at the centre of our service area. Each page explains what we see there and why.',
}

export const extendedHubsPage = {
  title: 'Extended Hubs: Across Brampton',
  lead: 'Six established Brampton communities, from the historic downtown to the estate lots of Castlemore.',
}

export const mainServiceAreasPage = {
  title: 'Main Brampton Service Areas',
  lead: 'The four quarters of Brampton, plus Mississauga and Caledon. Pick your area to see the neighbourhoods we cover and what we see most there.',
}
