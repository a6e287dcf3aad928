// The partner's snippet builder (served as /partner/builder.js, so the page needs no inline script).
const form = document.getElementById('builder')
const data = JSON.parse(document.getElementById('builder-data').textContent)
const output = document.getElementById('snippet')
const preview = document.getElementById('preview')
const warnings = document.getElementById('builder-warnings')

function choices() {
  const value = (name) => form.elements.namedItem(name).value
  return {
    mode: value('mode'),
    position: value('position'),
    lang: value('lang'),
    accent: value('accent'),
    delay: value('delay'),
  }
}

function attributes(choice) {
  const list = []
  if (choice.mode !== 'inline') list.push(['mode', choice.mode])
  if (choice.mode === 'bubble' && choice.position !== 'bottom-right') list.push(['position', choice.position])
  if (choice.mode === 'bubble' && choice.delay !== '') list.push(['preview-delay', choice.delay])
  if (choice.mode === 'popup' && choice.delay !== '') list.push(['open-after', choice.delay])
  if (choice.lang) list.push(['lang', choice.lang])
  if (data.persona) list.push(['persona', data.persona])
  const style = []
  if (choice.accent && choice.accent !== data.accent) style.push(`--companion-accent: ${choice.accent}`)
  if (choice.mode === 'inline') style.push('height: 600px')
  if (style.length > 0) list.push(['style', style.join('; ')])
  return list
}

function warningsFor(choice) {
  const found = []
  if (data.origins.every((origin) => !origin.startsWith('https://')))
    found.push('None of your registered origins uses https: ask the operator to add your https origin.')
  if (choice.lang && data.greetingLanguages && !data.greetingLanguages.includes(choice.lang))
    found.push(
      `Your greetings have no ${choice.lang} text: visitors in that language see the standard greeting.`,
    )
  if (choice.delay !== '' && choice.mode === 'inline')
    found.push('The delay applies to the bubble (greeting preview) and the popup (opening) only.')
  if (choice.delay === '' && choice.mode === 'popup')
    found.push('Without a delay the popup opens only when your own script calls open().')
  if (choice.position !== 'bottom-right' && choice.mode !== 'bubble')
    found.push('The position applies to the bubble only.')
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
  const element = document.createElement('companion-chat')
  for (const [name, value] of list) {
    if (name === 'style') element.style.cssText = value
    else element.setAttribute(name, value)
  }
  preview.replaceChildren(element)
}

form.addEventListener('input', render)
form.addEventListener('change', render)
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
