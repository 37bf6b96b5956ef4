import { business } from './business'
import { promises } from './promises'

/**
 * Copy for the service-area pages: /service-areas, /primary-hubs, /extended-hubs and
 * /main-brampton-service-areas. "Primary hubs" are six South Brampton neighbourhoods, "extended
 * hubs" six established communities across the rest of Brampton; every text that uses the words
 * says so, because a visitor does not know the company's names for its lists.
 */

/** A titled block of a page's guide: plain paragraphs, no links (the page adds those). */
export interface GuideSection {
  /** A question or plain statement a visitor would look for (h2). */
  heading: string
  /** Specific to this page: no paragraph is shared with another page, names swapped. */
  paragraphs: readonly string[]
}

export const serviceAreasHub = {
  title: 'Service Areas',
  lead: 'We work in all of Peel Region: Mississauga in the south, Brampton in the middle and Caledon in the north. Type your postal code, or pick your area on the map.',
  mapTitle: 'Pick your area',
  cards: [
    {
      key: 'primary',
      name: 'Primary Hubs',
      plain: 'South Brampton',
      description: 'Six South Brampton neighbourhoods, each with its own detailed page: Peel Village, Fletcher’s Creek South, Armbro Heights, Eldomar Heights, Ridgehill and Brampton South.',
    },
    {
      key: 'extended',
      name: 'Extended Hubs',
      plain: 'Across Brampton',
      description: 'Six established communities across Brampton, covered on the same schedule: Downtown Brampton, Springdale, Bramalea, Mount Pleasant, Credit Valley and Castlemore.',
    },
  ],
  guide: [
    {
      heading: 'Which area page is yours?',
      paragraphs: [
        'Peel Region is three municipalities stacked from Lake Ontario to the hills of Caledon. Mississauga is the southern city, on the lake shore; its page covers Port Credit, Streetsville, Erin Mills, Malton and Meadowvale, from lakeside bungalows to the townhouses near Pearson Airport.',
        'Brampton sits in the middle, and because it is a big city we split it into four. North Brampton runs from about Bovaird Drive up to Mayfield Road. East Brampton takes in Bramalea, Gore Meadows and the Airport Road corridor. South Brampton holds downtown, Peel Village and the streets down toward Steeles Avenue and Highway 407. West Brampton follows the Credit River valley through Credit Valley, Churchville and Huttonville.',
        'Caledon is the large, mostly rural town to the north: Bolton, Mayfield West, Caledon East, Southfields Village and Cheltenham, with farms and country properties in between. If you live on a boundary road, either page will do, and the postal-code checker above answers for your exact code.',
      ],
    },
    {
      heading: 'Primary and extended hubs, in plain words',
      paragraphs: [
        'Inside Brampton, two short lists point to neighbourhoods with their own detailed pages. The primary hubs are six neighbourhoods in South Brampton. The extended hubs are six established communities spread across the city, from downtown and Springdale to Bramalea, Mount Pleasant, Credit Valley and Castlemore.',
        'The lists are a way into those pages, not a boundary. A street on neither list gets the same visit, the same humane methods and the same written warranty.',
      ],
    },
    {
      heading: 'What happens after you call',
      paragraphs: [
        `It works the same way in Mississauga, Brampton and Caledon. The office answers ${business.hours.spoken}, ${business.hours.spokenDays}, and the emergency line answers ${business.emergency} for what cannot wait, such as an animal inside the living space. Call early and we are usually there the same day.`,
        `${promises.inspection.full} If you go ahead, a one-way door goes over the main entry, the other gaps are sealed, and after the exit period (usually ${business.exitPeriod}) we seal the last opening.`,
      ],
    },
  ] satisfies readonly GuideSection[],
} as const

export const primaryHubsPage = {
  title: 'Primary Hubs: South Brampton',
  lead: 'Six South Brampton neighbourhoods, each with a page of its own that explains what we see there and why.',
  guide: [
    {
      heading: 'What a primary hub is',
      paragraphs: [
        'Primary hubs are our name for six neighbourhoods in the south of Brampton: Peel Village, Fletcher’s Creek South, Armbro Heights, Eldomar Heights, Ridgehill and Brampton South. Each one has its own page about the animals and the houses we meet there.',
      ],
    },
    {
      heading: 'How to tell if you live in one',
      paragraphs: [
        'Peel Village is the planned 1960s subdivision between Main Street South and Kennedy Road, by the Etobicoke Creek valley and the golf course. Fletcher’s Creek South is the part of south-west Brampton that lies along the lower Fletcher’s Creek valley. Brampton South is the townhouses, semis and plazas around Steeles Avenue and Main Street South. Armbro Heights, Eldomar Heights and Ridgehill are residential neighbourhoods of south Brampton, each with its own page.',
        'If your street is south of downtown and not named here, the South Brampton page lists ten neighbourhoods, these six included. Either way, you are covered.',
      ],
    },
    {
      heading: 'What we find in these older streets',
      paragraphs: [
        'Older houses mean older roofs and taller trees. Grey squirrels drop onto roofs from mature canopy, raccoons climb low porch roofs and take over chimneys, skunks den under steps and decks that back onto the creek valleys, and starlings build in kitchen and dryer vents whose flaps have cracked. In spring there may be raccoon or squirrel young in the attic or chimney as well.',
        'Tell us the neighbourhood and what you hear or see. The first visit is a free inspection with a written quote, and young are never sealed in.',
      ],
    },
  ] satisfies readonly GuideSection[],
} as const

export const extendedHubsPage = {
  title: 'Extended Hubs: Across Brampton',
  lead: 'Six established Brampton communities beyond our six primary hubs, from the historic downtown to the estate lots of Castlemore.',
  guide: [
    {
      heading: 'What an extended hub is',
      paragraphs: [
        'Extended hubs are our name for six established communities beyond the primary hubs of South Brampton, each with its own page: Downtown Brampton, Springdale, Bramalea, Mount Pleasant, Credit Valley and Castlemore. They are spread over the city: downtown in the south, Springdale and Castlemore in the north, Bramalea in the east, Mount Pleasant in the north-west and Credit Valley in the west. We cover them on the same schedule as everywhere else.',
      ],
    },
    {
      heading: 'Which one matches your house',
      paragraphs: [
        'The age of the house says most about the animal. Downtown’s Victorian and early twentieth-century homes have the gables, chimneys and deep porches that bats, raccoons and skunks use. Bramalea’s 1960s and 70s houses are at the age when chimneys, wood fascia and settled concrete steps let animals in. Springdale’s houses mostly date from the late 1990s and the 2000s, so brittle plastic vents and slipping soffits are the usual entry.',
        'Credit Valley is newer, and there the animals come up from the river valley behind the back fence; in Mount Pleasant, newer still, they travel the rear lanes. Castlemore’s large homes on wooded lots near the West Humber valley draw bats and squirrels to attics, garages and pool houses.',
      ],
    },
    {
      heading: 'Not on this list?',
      paragraphs: [
        'These six are a starting point, not the edge of our service. Each quarter of Brampton has its own page with more neighbourhoods, and Mississauga and Caledon have theirs. Call, or type your postal code on the service areas page, and we will tell you straight away.',
        'When you call, say which community you live in and where you hear or see the animal: the chimney, the attic, a wall or under the deck. That tells us what to bring to the free inspection.',
      ],
    },
  ] satisfies readonly GuideSection[],
} as const

export const mainServiceAreasPage = {
  title: 'Main Brampton Service Areas',
  lead: 'The four quarters of Brampton, plus Mississauga and Caledon. Pick your area on the map or in the list to see the neighbourhoods we cover and the animals common there.',
}
