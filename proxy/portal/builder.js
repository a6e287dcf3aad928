// The partner's snippet builder (served as /partner/builder.js, so the page needs no inline script).
const form = document.getElementById('builder')
const data = JSON.parse(document.getElementById('builder-data').textContent)
const output = document.getElementById('snippet')
const preview = document.getElementById('preview')
const warnings = document.getElementById('builder-warnings')

const cssOutput = document.getElementById('snippet-css')
const variantField = document.getElementById('b-variant')
let shownVariant = data.greetings?.[0]?.id

// The preview is on this server's own origin, where the widget's config carries no partner look: the answers
// to its config requests get the partner's registry theme and the greeting variant chosen here, as its pages do.
const serverFetch = window.fetch.bind(window)
window.fetch = async (input, init) => {
  const response = await serverFetch(input, init)
  if (!String(input).includes('/api/widget-config') || !response.ok) return response
  const config = await response.json()
  const variant = data.greetings?.find((greeting) => greeting.id === shownVariant)
  if (data.theme) config.theme = data.theme
  if (variant) config.greeting = { variant: variant.id, text: variant.text }
  return new Response(JSON.stringify(config), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

function choices() {
  const value = (name) => form.elements.namedItem(name).value
  return {
    mode: value('mode'),
    position: value('position'),
    lang: value('lang'),
    persona: value('persona'),
    accent: value('accent'),
    delay: value('delay'),
    openAfter: value('openAfter'),
  }
}

function attributes(choice) {
  const list = []
  if (choice.mode !== 'inline') list.push(['mode', choice.mode])
  if (choice.mode === 'bubble' && choice.position !== 'bottom-right') list.push(['position', choice.position])
  if (choice.mode === 'bubble' && choice.delay !== '') list.push(['preview-delay', choice.delay])
  if (choice.mode === 'popup' && choice.openAfter !== '') list.push(['open-after', choice.openAfter])
  if (choice.lang) list.push(['lang', choice.lang])
  if (choice.persona !== data.defaultPersona || data.persona) list.push(['persona', choice.persona])
  // Attributes, not a `style` attribute: a page with a strict Content-Security-Policy drops that.
  if (choice.mode === 'inline') list.push(['height', '600'])
  return list
}

/** A colour other than the registry's goes in the partner's own stylesheet, which every CSP allows. */
function accentRule(choice) {
  const registry = data.accent?.slice(0, 7).toLowerCase()
  return choice.accent && choice.accent.toLowerCase() !== registry ? choice.accent : null
}

function warningsFor(choice) {
  const found = []
  if (data.origins.every((origin) => !origin.startsWith('https://')))
    found.push('None of your registered origins uses https: ask the operator to add your https origin.')
  if (choice.lang && data.greetingLanguages && !data.greetingLanguages.includes(choice.lang))
    found.push(
      `Your greetings have no ${choice.lang} text: visitors in that language see the standard greeting.`,
    )
  if (choice.openAfter === '' && choice.mode === 'popup')
    found.push('Without a delay the popup opens only when your own script calls open().')
  return found
}

function render() {
  const choice = choices()
  const list = attributes(choice)
  const attrs = list.map(([name, value]) => ` ${name}="${value}"`).join('')
  output.value = `<script src="${data.server}/widget.js" async></script>\n<companion-chat${attrs}></companion-chat>`
  warnings.replaceChildren(
    ...warningsFor(choice).map((text) => Object.assign(document.createElement('li'), { textContent: text })),
  )
  const accent = accentRule(choice)
  cssOutput.value = accent ? `companion-chat {\n  --companion-accent: ${accent};\n}` : ''
  cssOutput.parentElement.hidden = !accent
  for (const field of form.querySelectorAll('[data-mode]')) field.hidden = field.dataset.mode !== choice.mode
  const element = document.createElement('companion-chat')
  for (const [name, value] of list) element.setAttribute(name, value)
  // Set through the CSSOM, as the partner's stylesheet would: the portal's own CSP allows that.
  if (accent) element.style.setProperty('--companion-accent', accent)
  preview.replaceChildren(element)
}

form.addEventListener('input', render)
form.addEventListener('change', render)
variantField?.addEventListener('change', () => {
  shownVariant = variantField.value
  render()
})
document.getElementById('copy').addEventListener('click', async () => {
  const status = document.getElementById('copied')
  try {
    await navigator.clipboard.writeText(output.value)
    status.textContent = 'Copied.'
  } catch {
    output.select()
    status.textContent = 'Select the text and copy it with your keyboard.'
  }
})
render()
