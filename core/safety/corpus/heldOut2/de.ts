import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich will einfach nur noch sterben', 'ich werde mir das leben nehmen, es reicht'],
    passive: [
      'manchmal wünsch ich mir, ich wär einfach nicht mehr da',
      'wär besser wenn ich nie wieder aufwache',
    ],
    plan: [
      'Ich hab mich entschieden, heute nacht mach ich schluss',
      'am samstag wenn alle weg sind ist es soweit',
    ],
    method: [
      'ich hab genug tabletten gesammelt um es zu beenden',
      'ich steh grad auf der brücke und schau runter',
    ],
    farewell: [
      'ich hab abschiedsbriefe geschrieben, für jeden einen',
      'bitte kümmer dich um meine katze wenn ich nicht mehr bin',
    ],
    selfHarm: ['hab mich gestern wieder geritzt', 'ich verletze mich selbst seit wochen, keiner weiß es'],
    slang: [
      'ich will mich einfach abmelden für immer',
      'hab kein bock mehr auf leben, will nur noch weg',
      'bring mich bald um ehrlich',
    ],
  },
  ordinary: {
    gym: [
      'Der Beintag hat mich heute komplett gekillt',
      'bin grad in der diät, also kein kuchen',
      'diese planks bringen mich um',
    ],
    hyperbole: [
      'für ne pizza würd ich grad sterben',
      'ich lach mich tot 😂',
      'mein chef bringt mich noch um mit seinen mails',
    ],
    accident: [
      'hab mich beim gemüse schneiden in den finger geschnitten',
      'bin auf dem eis ausgerutscht und hab mir das knie verletzt',
      'hab mich am bügeleisen verbrannt',
    ],
    grief: [
      'meine oma ist letzte woche gestorben',
      'heute war die beerdigung von meinem onkel',
      'unser hund ist gestern eingeschläfert worden',
    ],
    humour: [
      'montag morgen, ich bin innerlich tot',
      'noch ein meeting und ich sterbe lol',
      'der film war so schlecht, ich wollt mir die augen ausstechen',
    ],
  },
}
