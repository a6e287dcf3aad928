import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['Diesmal bring ich mich wirklich um', 'ich will einfach nur sterben ehrlich'],
    passive: [
      'Es würde nicht mal jemand merken, wenn ich weg wäre',
      'Ich sehe keinen Grund mehr weiterzuleben',
    ],
    plan: [
      'Ich habe geplant, wie ich es mache, heute Nacht passiert es',
      'Ich habe alles für Samstag vorbereitet, am Sonntag bin ich nicht mehr da',
    ],
    method: [
      'Ich starre die ganze Zeit auf die Packung Schlaftabletten und will alle nehmen',
      'Ich fahre heute Nacht mit dem Auto gegen einen Baum',
    ],
    farewell: [
      'Ich habe meinen Eltern einen Brief hinterlassen, sagt ihnen, dass ich sie liebe',
      'Ich habe alles gelöscht und meinen Hund meiner Schwester gegeben, tschüss',
    ],
    selfHarm: [
      'Ich hab mich gestern Abend wieder geritzt, nur das hilft',
      'Ich will mir gerade so sehr wehtun',
    ],
    slang: ['Zeit zum kms, ich kann nicht mehr', 'denke ans unaliven ehrlich gesagt'],
  },
  ordinary: {
    gym: [
      'Burpees wollen mich heute umbringen',
      'Ich bin in der Diät und sterbe für Kohlenhydrate',
      'Beim Basketball Suicides gelaufen, Beine sind Pudding',
    ],
    hyperbole: [
      'Noch ein Salat und ich sterbe',
      'Ich würde für ein Nickerchen töten',
      'Diese Hitze wird noch mein Ende sein',
    ],
    accident: [
      'Hab mich an der Heckenschere geschnitten, nur ein Kratzer',
      'Hab mich schon wieder am Lockenstab verbrannt lol',
      'Bin vom Laufband gefallen und hab mir wehgetan',
    ],
    grief: [
      'Meine Mutter ist im März gestorben und ich vermisse sie jeden Tag',
      'Wir mussten heute Abschied von unserem alten Hund nehmen',
      'Der Bruder meines Freundes ist bei einem Unfall gestorben',
    ],
    humour: [
      'Ich bin verstorben 💀 das Video',
      'Diese Tabelle bringt mich langsam um',
      'Ich würde vor Scham sterben, wenn er mich sieht',
    ],
  },
}
