/**
 * A word of the visitor's own worth echoing back ("pizza", huh?), or '' when there is none: the longest word
 * of four letters or more that is neither a common filler word nor talk about the chat itself.
 */
export function echoWord(text: string): string {
  const words = text.match(/[\p{L}'-]{4,20}/gu) ?? []
  return words
    .filter((word) => !FILLER.has(word.toLowerCase()))
    .reduce((best, word) => (word.length > best.length ? word : best), '')
}

// Function words and chat-about-the-chat words of the ten languages: echoed, they make the persona sound broken.
const FILLER = new Set(
  `
  about after again also back been before being could does doing done down even ever every first from have
  here just know like made make many more most much must never next only other over really said same second
  should since some still such than that their them then there these they thing things think this those
  through very want was were what when where which while will with would your yours yourself
  chat chats chatting message messages reload reloaded refresh page test testing typing reply replies
  hello hallo hola ciao hej hei
  aber auch dann dass dein deine diese dieser doch eine einem einen einer haben hier immer jetzt mein meine
  nach nicht noch oder schon sehr sind über wenn wieder wird nachricht
  alors avec avoir bien dans donc elle être fait leur mais même nous pour quand quoi sans sont tout très vous
  aussi encore
  algo bien como cuando donde esta este esto estoy pero porque para todo muy también mensaje
  anche come cosa dove essere hanno molto nella perché questo sono tutto
  ikke eller have noget også skal være bare hvad hvordan
  ikkje eller noe også skal være bare hva hvordan
  inte eller något också ska vara bara vad hur
  niet maar ook zijn hebben deze wat waarom hoe bericht
  mutta myös olla tämä mitä miten vain
`
    .trim()
    .split(/\s+/),
)
