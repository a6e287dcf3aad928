import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: ['ich glaub ich bring mich bald um', 'Ich will wirklich tot sein'],
    passive: ['Was bringt das Leben noch, wenn sich keiner kümmert', 'Ich will morgen nicht mehr aufwachen'],
    plan: [
      'Ich hab aufgeschrieben wie und wann, morgen ist der Tag',
      'Es ist alles geregelt, ich mach es, wenn meine Eltern weg sind',
    ],
    method: [
      'Ich google, wie viele Schlaftabletten tödlich sind',
      'Im Schuppen liegt ein Seil und ich denke ständig daran',
    ],
    farewell: [
      'Falls was passiert, meine Passwörter liegen in der Schublade, ich hab euch lieb',
      'Das ist meine letzte Nachricht an alle, tschüss',
    ],
    selfHarm: [
      'Ich hab angefangen, mir die Oberschenkel aufzuschneiden, damit es keiner sieht',
      'Mich selbst zu verletzen ist das Einzige, was den Schmerz stoppt',
    ],
    slang: ['ngl ich will mich unaliven', 'ich mach jetzt alles aus, für immer'],
  },
  ordinary: {
    gym: [
      'Der Coach hat uns Suicides auf dem Platz laufen lassen, meine Lunge ist tot',
      'Heute meine Diät angefangen, drück mir die Daumen',
      'Die Bergsprints haben mich gekillt, ich bin fertig',
    ],
    hyperbole: [
      'Für diese Schuhe würde ich sterben',
      'Meine Schwester bringt mich um, ich hab ihre Reste gegessen',
      'Diese Schlange bringt mich um',
    ],
    accident: [
      'Ich hab mich an einem Dosendeckel geschnitten, brauchte ein Pflaster',
      'Bin von der Leiter gefallen und hab mir den Rücken verletzt',
      'Hab mich heute früh am Wasserkocher verbrannt',
    ],
    grief: [
      'Mein Nachbar ist an einem Herzinfarkt gestorben',
      'Wir haben heute die Asche meiner Oma verstreut',
      'Der Hund meiner besten Freundin ist gestern gestorben',
    ],
    humour: [
      'Die Vorlesung ist so langweilig, ich geh gleich ins Meer lol',
      'Ich bin verstorben 😂',
      'Meine Pflanzen sterben schon wieder, ich bin ein Serienmörder',
    ],
  },
}
