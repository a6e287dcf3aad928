// Records the widget's host events so tests (and people) can see what a partner page receives.
window.companionEvents = []
for (const name of ['message-sent', 'reply', 'limit-reached', 'signup-click', 'open', 'close']) {
  document.addEventListener(`companion-chat:${name}`, (event) => {
    window.companionEvents.push({ type: event.type, detail: event.detail, target: event.target.id })
  })
}
