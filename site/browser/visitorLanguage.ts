import { chooseLocale } from '../../widget/i18n/chooseLocale.ts'

/**
 * Gives the chat the visitor's language: the site's pages are English (`<html lang="en">`), which the chat
 * would otherwise take as the page's choice for it. A `lang` the page set on the chat itself stays.
 */
export function followVisitorLanguage(
  chat: Element,
  target: Pick<Window, 'addEventListener'> = window,
): void {
  if (chat.hasAttribute('lang')) return
  const follow = () =>
    chat.setAttribute('lang', chooseLocale(undefined, undefined, navigator.languages ?? []))
  follow()
  target.addEventListener('languagechange', follow)
}
