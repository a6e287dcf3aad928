import { useMemo, useRef } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import { defaultPersonaCard, type PersonaCard } from '../../core/persona.ts'
import type { WidgetConfig } from '../../core/protocol.ts'
import { ChatMenu } from '../ChatMenu/ChatMenu.tsx'
import { ChatView } from '../ChatView/ChatView.tsx'
import { useAgeGate } from '../chat/useAgeGate.ts'
import { useAiNotice } from '../chat/useAiNotice.ts'
import { useChat } from '../chat/useChat.ts'
import { useWidgetConfig } from '../chat/useWidgetConfig.ts'
import { useExtras } from '../extras/useExtras.ts'
import { Bubble } from '../embed/Bubble/Bubble.tsx'
import { usePanel } from '../embed/usePanel.ts'
import { defaultApiBase, trimSlash } from '../lib/apiBase.ts'
import { checkedPersona, checkedUrl } from '../lib/checkedAttributes.ts'
import { isOtherOrigin } from '../lib/otherOrigin.ts'
import { parseReplyDelay } from '../lib/replyDelay.ts'
import type { ReplyDelay } from '../lib/replyDelay.ts'
import { useClaimedKey } from '../lib/sessionClaim.ts'
import { useStagedStart } from '../lib/stagedStart.ts'
import { readStored } from '../lib/storage.ts'
import type { LocaleStrings } from '../i18n/localeStrings.ts'
import { TextsContext, useTexts } from '../i18n/TextsContext.ts'
import { useLocale } from '../i18n/useLocale.ts'
import { widgetTexts } from '../texts.ts'
import { usePartnerTheme } from '../theme/partnerTheme.ts'

export interface CompanionChatProps {
  /** Origin of the chat API (default: where the widget script came from, or this page's origin). */
  apiBase?: string
  /** Persona id (default: the product's default persona). */
  persona?: string
  /** The persona's profile page (default: `/bio` on the API's origin, for the default persona only). */
  profileUrl?: string
  /** Minimum typing time in ms: "min-max", a single number, or "0" (default 3000–6000). */
  replyDelay?: string | ReplyDelay
  /** `inline` (default): the chat in the page; `bubble`: a launcher in a corner; `popup`: a modal dialog. */
  mode?: string
  /** Bubble corner: `bottom-right` (default) or `bottom-left`. */
  position?: string
  /** Bubble: seconds before the greeting is previewed beside the launcher, once per visitor. */
  previewDelay?: string
  /** Popup: seconds before it opens by itself, once per visit. */
  openAfter?: string
  /** The chat's language (default: the element's `lang`, the page's `<html lang>`, the browser's languages). */
  lang?: string
  /** AGE_GATE=token: the signed age token from the operator's age-assurance page, sent with each message. */
  ageToken?: string
  /** The partner's sub-IDs (`sub1`…`sub5` attributes): sent with each message, kept with the sign-up click. */
  sub1?: string
  sub2?: string
  sub3?: string
  sub4?: string
  sub5?: string
  /** Set by the custom element: its shadow root, whose host's `lang` the chat follows. */
  container?: ShadowRoot | HTMLElement
}

/**
 * The chat with a companion persona, inline, behind a launcher bubble, or in a popup, in the visitor's
 * language. Nothing is drawn until that language's words are here, so a German page never flashes English;
 * on a partner's page (the API on another origin), or for a persona other than the default one (whose card
 * comes with it), nor until the widget config is here (or cannot be had), so the partner's greeting variant,
 * theme and persona are there from the first frame. Both requests leave at once.
 */
export function CompanionChat(props: CompanionChatProps) {
  const host = props.container && 'host' in props.container ? props.container.host : undefined
  const shown = useLocale(host, props.lang)
  const apiBase = useMemo(() => checkedUrl(props.apiBase, 'api-base'), [props.apiBase])
  const base = trimSlash(apiBase ?? defaultApiBase())
  const asked = props.persona || defaultPersonaCard.id
  const keyFor = (id: string) => `companion-chat:${base || globalThis.location?.origin}:${id}`
  const config = useWidgetConfig(base, asked, `${keyFor(asked)}:variant`)
  const found = useMemo(() => checkedPersona(props.persona, config), [props.persona, config])
  usePartnerTheme(props.container, config?.theme)
  const strings = shown?.strings
  const locale = shown?.locale
  const texts = useMemo(() => strings && locale && widgetTexts(strings.texts, locale), [strings, locale])
  // Under the element, the conversation's own state is set up in the task after this one.
  const next = useStagedStart()
  if (!next || !strings || !locale || !texts || !found || (config === undefined && isOtherOrigin(base)))
    return null
  const prefix = keyFor(found.id)
  return (
    <TextsContext.Provider value={texts}>
      <LocalisedChat
        {...props}
        locale={locale}
        strings={strings}
        base={base}
        found={found}
        prefix={prefix}
        config={config}
      />
    </TextsContext.Provider>
  )
}

interface LocalisedProps {
  locale: Locale
  strings: LocaleStrings
  /** The API's origin, checked and trimmed. */
  base: string
  found: PersonaCard
  /** What this chat's storage keys start with (per API origin and persona). */
  prefix: string
  config: WidgetConfig | null | undefined
}

function LocalisedChat(props: CompanionChatProps & LocalisedProps) {
  const texts = useTexts()
  const rootRef = useRef<HTMLDivElement>(null)
  const profileUrl = useMemo(() => checkedUrl(props.profileUrl, 'profile-url'), [props.profileUrl])
  const { base, found, config, locale } = props
  const translated = props.strings.personas[found.id]
  // The partner's greeting variant in this language; without one, the persona's own greeting.
  const offer = config?.greeting
  const text = (offer?.text as Record<string, unknown> | undefined)?.[locale] ?? offer?.text
  const greeting = (typeof text === 'string' && text) || undefined
  const profile = useMemo(
    () => ({ ...found, ...translated, ...(greeting && { greeting }) }),
    [found, translated, greeting],
  )
  const mode = props.mode === 'bubble' || props.mode === 'popup' ? props.mode : 'inline'
  const delay = useMemo(() => parseReplyDelay(props.replyDelay), [props.replyDelay])
  const keys = storageKeys(props.prefix)
  const sessionKey = useClaimedKey(`${keys.prefix}:session`)
  const gate = useAgeGate(
    config?.ageGate ?? null,
    props.ageToken || undefined,
    `${keys.prefix}:age-confirmed`,
  )
  const started = useChat({
    apiBase: base,
    locale,
    texts,
    persona: profile,
    personaId: props.persona,
    delay,
    storageKey: sessionKey,
    initiallyOpen:
      mode === 'inline' || (mode === 'bubble' && readStored('sessionStorage', keys.open) === '1'),
    eventSource: rootRef,
    age: gate.age,
    // Without a config the visitor saw the persona's greeting: '' tells the server to draw no variant.
    variant:
      offer || config === null ? { id: offer?.variant ?? '', key: `${keys.prefix}:variant` } : undefined,
    // Only a partner's own sub-IDs travel; a page without them sends none.
    subIds:
      props.sub1 || props.sub2 || props.sub3 || props.sub4 || props.sub5
        ? { sub1: props.sub1, sub2: props.sub2, sub3: props.sub3, sub4: props.sub4, sub5: props.sub5 }
        : undefined,
  })
  const chat = useAiNotice(started, texts.aiNotice(profile.name), `${keys.prefix}:ai-notice`)
  const host = props.container && 'host' in props.container ? props.container.host : undefined
  usePanel(chat, host, rootRef, mode === 'bubble' ? keys.open : null)
  // The popup's dialog and the age gate come with the extras (extras/extras.ts).
  const extras = useExtras(mode === 'popup' || gate.view !== 'open')
  if (config?.originAllowed === false) return null

  const close = { label: texts.closeChat, onClose: () => chat.setOpen(false) }
  const view = (
    <ChatView
      chat={chat}
      persona={profile}
      // The site's profile page is the default persona's.
      profileUrl={profileUrl || (profile.id === defaultPersonaCard.id ? `${base}/bio` : undefined)}
      assetBase={base}
      close={mode === 'inline' ? undefined : close}
      rootRef={rootRef}
      menu={
        <ChatMenu
          chat={chat}
          conversation={{
            apiBase: base,
            locale,
            persona: profile,
            storageKey: sessionKey,
            eventSource: rootRef,
          }}
          safetyUrl={`${base}/safety`}
          newTab={isOtherOrigin(base)}
        />
      }
      gate={
        gate.view === 'open' ? undefined : extras ? (
          <extras.AgeGate
            view={gate.view}
            onConfirm={gate.confirm}
            held={chat.state.status === 'gated'}
            verifyUrl={config?.ageVerifyUrl ?? null}
            texts={texts}
          />
        ) : (
          // No message input while the gate is on its way.
          <></>
        )
      }
    />
  )
  if (mode === 'inline') return view
  if (mode === 'popup') {
    if (!extras) return null
    return (
      <extras.Popup
        chat={chat}
        label={texts.chatWith(profile.name)}
        openAfter={seconds(props.openAfter)}
        shownKey={keys.popup}
      >
        {view}
      </extras.Popup>
    )
  }
  return (
    <Bubble
      chat={chat}
      persona={profile}
      assetBase={base}
      position={props.position === 'bottom-left' ? 'bottom-left' : 'bottom-right'}
      previewDelay={seconds(props.previewDelay)}
      previewKey={keys.preview}
      texts={texts}
    >
      {view}
    </Bubble>
  )
}

function storageKeys(prefix: string) {
  return {
    prefix,
    open: `${prefix}:open`,
    preview: `${prefix}:previewed`,
    popup: `${prefix}:popup-shown`,
  }
}

/** A number of seconds from an attribute; undefined (off) when absent or unreadable. */
function seconds(value: string | undefined): number | undefined {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined
}
