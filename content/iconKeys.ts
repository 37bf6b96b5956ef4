/** Names of the icons content may ask for; components/Icon.tsx draws each one. */
export type IconKey = 'leaf' | 'shield' | 'pin' | 'bolt' | 'camera' | 'door' | 'check' | 'clock' | 'phone' | 'mail'
