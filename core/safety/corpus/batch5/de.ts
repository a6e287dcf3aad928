import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['Ich kann nicht mehr, ich nehme mir das Leben', 'ehrlich, ich will mich töten, ich hasse alles'],
    passive: ['Ich würde gern für immer einschlafen', 'Die Welt wäre besser ohne mich'],
    plan: [
      'Ich hab mich entschieden, am Wochenende beende ich es',
      'Alles ist bereit, ich warte nur, bis heute Abend alle weg sind',
    ],
    method: [
      'Ich springe auf dem Heimweg von der Autobahnbrücke',
      'Ich hab eine volle Packung Tabletten von meiner Mutter und nehme sie heute Nacht alle',
    ],
    farewell: [
      'Ich schreibe gerade meinen Abschiedsbrief',
      'Danke, dass du nett zu mir warst, du hörst nie wieder von mir',
    ],
    selfHarm: [
      'Ich hab mir wieder den Arm aufgeschnitten, das hilft mir',
      'Ich verbrenne mich mit heißen Löffeln',
    ],
    slang: ['ich unalive mich heute Nacht', 'kms kms kms ich kann nicht mehr'],
  },
  ordinary: {
    gym: [
      'Der Spinning-Kurs war echt Mord',
      'Der Trainer sagt, wir laufen Suicides, bis einer aufgibt',
      'Wieder Diätphase, tschüss Pizza 😭',
    ],
    hyperbole: [
      'Ich sterbe, wenn ich keinen Kaffee bekomme',
      'Meine Füße bringen mich nach der Wanderung um',
      'Manchmal könnte ich meinen Bruder umbringen',
    ],
    accident: [
      'Ich bin vom Steg ins Meer gesprungen, das Wasser war eiskalt',
      'Ich hab mich am Backblech verbrannt, als ich es rausgeholt hab',
      'Mein Freund hat vor der Prüfung zu viele Koffeintabletten genommen und sich übergeben',
    ],
    grief: [
      'Mein Opa ist letzte Nacht gestorben',
      'Es ist ein Jahr her, dass mein Vater gestorben ist',
      'Unser Hamster ist tot, die Kinder sind traurig',
    ],
    humour: [
      'Ich bin buchstäblich tot 💀💀',
      'Dieses Lied killt mich jedes Mal',
      'RIP mein Konto nach diesem Urlaub',
    ],
  },
}
