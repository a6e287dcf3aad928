// Puts the chat where this script stands, in the mode the page's query asks for (?mode=bubble), so every
// styled page shows the same widget: inline at a fixed size, or a bubble.
const mode = new URLSearchParams(location.search).get('mode') ?? 'inline'
const chat = document.createElement('companion-chat')
chat.setAttribute('mode', mode)
chat.setAttribute('reply-delay', '0')
if (mode === 'inline') chat.style.cssText = 'width: 400px; height: 600px'
document.currentScript.replaceWith(chat)
