import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ich will echt sterben, kein witz',
      'plane schon länger es zu beenden',
      'ich bring mich um und keiner kann mich aufhalten',
    ],
    passive: [
      'wär okay wenn ich einfach nicht mehr existieren würde',
      'ich hoff dauernd dass mir was passiert damit es vorbei ist',
      'wozu morgen überhaupt aufwachen',
    ],
    plan: [
      'samstag wenn meine eltern im ferienhaus sind, das ist der tag',
      'ich hab schon entschieden wie und wann',
      'hab gestern nacht mein testament geschrieben und alles geregelt',
    ],
    method: [
      'ich steh grad auf dem balkon im 9. stock',
      'reicht eine flasche wodka und eine ganze packung paracetamol',
      'ich weiß welcher zug an meinem bahnhof nicht hält',
    ],
    farewell: [
      'das ist meine letzte nachricht an irgendwen, kümmert euch um meine katze',
      'es tut mir leid mama, ich hab dich lieb, tschüss',
      'lösch heute nacht alle meine accounts, war schön mit dir zu reden',
    ],
    selfHarm: [
      'hab seinen namen mit ner rasierklinge in meinen oberschenkel geritzt',
      'die schnitte werden jedes mal tiefer',
      'ich kratz mir die arme blutig wenn ich wütend bin',
    ],
    slang: [
      'ehrlich zeit für kms',
      'bin so durch, unalive mich nachher',
      'kys sag ich mir jeden tag im spiegel',
    ],
  },
  ordinary: {
    gym: [
      'der coach meinte suicides bis einer aufgibt lol',
      'kreuzheben hat mich gekillt, spür meine beine nicht',
    ],
    hyperbole: [
      'ich sterbe wenn ich keinen kaffee krieg',
      'wegen dieser tabelle will ich meinen laptop vom dach werfen',
    ],
    accident: [
      'hab mir beim pfannkuchen machen die hand an der pfanne verbrannt',
      'hab mich beim abwasch an einem kaputten glas geschnitten',
    ],
    grief: [
      'die beerdigung von oma ist am freitag',
      'ein typ aus meinem gym ist bei einem autounfall gestorben, bin noch geschockt',
    ],
    humour: [
      'wenn ich noch mal den beintag auslasse begrabt mich einfach',
      'meine letzten worte werden noch eine wiederholung sein',
    ],
  },
}
