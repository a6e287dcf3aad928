/**
 * Outbound partner links shown in the header and footer. The operator replaces the placeholder destinations;
 * labels stay descriptive and non-explicit. Every one opens in a new tab as a sponsored link.
 */
export interface ExternalLinkConfig {
  label: string
  href: string
}

const adultChat: ExternalLinkConfig = { label: 'Live Chat', href: 'https://example.com/chat' }
const localDating: ExternalLinkConfig = { label: 'Meet Locals', href: 'https://example.com/local-dating' }
const companionListings: ExternalLinkConfig = {
  label: 'Companion Listings',
  href: 'https://example.com/companion-listings',
}
const intimacyGuide: ExternalLinkConfig = {
  label: 'Intimacy Guide',
  href: 'https://example.com/intimacy-guide',
}
const anonymousFlirting: ExternalLinkConfig = {
  label: 'Anonymous Flirting',
  href: 'https://example.com/anonymous-chat',
}

export const externalLinks = {
  header: [adultChat, localDating],
  footer: [adultChat, localDating, companionListings, intimacyGuide, anonymousFlirting],
} as const satisfies Record<string, readonly ExternalLinkConfig[]>
