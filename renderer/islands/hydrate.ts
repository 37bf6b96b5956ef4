import { hydrateRoot } from 'react-dom/client'
import { islandTree } from './Ready'
import { islands, type IslandName } from './registry'

/**
 * Hydrates one island as a React root of its own, with the props and id prefix the build wrote
 * on it (./Island.tsx). Resolves once React has committed it. React arrives with this module,
 * which the page fetches only when an island is wanted (./client.ts).
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const Component = (await islands[element.dataset.island as IslandName]()) as Parameters<typeof islandTree>[0]
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  await new Promise<void>((onReady) => {
    hydrateRoot(element, islandTree(Component, props, onReady), { identifierPrefix: element.dataset.prefix })
  })
}
