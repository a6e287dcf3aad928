import type { PersonaCard, PersonaProfile, PersonaTexts, PersonaTranslations } from './personaProfile.ts'

const english: PersonaTexts = {
  greeting: 'Hey there! 😉 How are you doing today?',
  tagline: 'Sunrise runs, beach days and late-night talks.',
  occupation: 'Fitness model and personal trainer',
}

export const miaTexts: PersonaTranslations = {
  en: english,
  de: {
    greeting: 'Hey du! 😉 Wie geht’s dir heute?',
    tagline: 'Läufe im Sonnenaufgang, Strandtage und Gespräche bis spät in die Nacht.',
    occupation: 'Fitnessmodel und Personal Trainerin',
  },
  fr: {
    greeting: 'Coucou toi\u00a0! 😉 Comment ça va aujourd’hui\u00a0?',
    tagline: 'Footings au lever du soleil, journées à la plage et longues discussions le soir.',
    occupation: 'Mannequin fitness et coach sportive',
  },
  it: {
    greeting: 'Ehi, ciao! 😉 Come stai oggi?',
    tagline: 'Corse all’alba, giornate in spiaggia e chiacchiere fino a tardi.',
    occupation: 'Modella fitness e personal trainer',
  },
  es: {
    greeting: '¡Hola! 😉 ¿Qué tal estás hoy?',
    tagline: 'Carreras al amanecer, días de playa y charlas hasta las tantas.',
    occupation: 'Modelo fitness y entrenadora personal',
  },
  nl: {
    greeting: 'Hé daar! 😉 Hoe gaat het vandaag met je?',
    tagline: 'Hardlopen bij zonsopgang, stranddagen en kletsen tot diep in de nacht.',
    occupation: 'Fitnessmodel en personal trainer',
  },
  sv: {
    greeting: 'Hej på dig! 😉 Hur mår du idag?',
    tagline: 'Löprundor i soluppgången, stranddagar och sena samtal.',
    occupation: 'Fitnessmodell och personlig tränare',
  },
  nb: {
    greeting: 'Hei du! 😉 Hvordan har du det i dag?',
    tagline: 'Løpeturer i soloppgangen, strenddager og lange prater utover natta.',
    occupation: 'Treningsmodell og personlig trener',
  },
  da: {
    greeting: 'Hej med dig! 😉 Hvordan har du det i dag?',
    tagline: 'Løbeture i solopgangen, stranddage og lange snakke til sent på aftenen.',
    occupation: 'Fitnessmodel og personlig træner',
  },
  fi: {
    greeting: 'Moikka! 😉 Mitä sulle kuuluu tänään?',
    tagline: 'Aamulenkkejä auringonnousussa, rantapäiviä ja myöhäisiä jutteluhetkiä.',
    occupation: 'Fitnessmalli ja personal trainer',
  },
}

const portrait = {
  src: '/images/mia-portrait.svg',
  alt: 'Illustrated portrait of Mia smiling at sunset',
  width: 480,
  height: 480,
}

const beach = {
  src: '/images/mia-beach.svg',
  alt: 'Illustration of Mia on a Los Angeles beach at golden hour',
  width: 1200,
  height: 600,
}

/** What the chat shows of her (see PersonaCard). */
export const miaCard: PersonaCard = { id: 'mia', name: 'Mia', ...english, photos: [portrait] }

export const mia: PersonaProfile = {
  ...miaCard,
  age: 24,
  location: 'Los Angeles, CA',
  about:
    "I'm a fitness model and personal trainer who lives for sunrise runs on the beach, a good playlist and even better conversation. " +
    'I spend my days helping people feel strong in their own skin, and my evenings winding down with someone who makes me laugh. ' +
    "I'm playful, a little bit of a flirt, and I love hearing about your day, big wins and bad days alike. Come say hi. 😉",
  interests: [
    'Fitness',
    'Intimate Chats',
    'Beach Days',
    'Yoga',
    'Dancing',
    'Photography',
    'Romantic Dates',
    'Adventure',
  ],
  photos: [portrait, beach],
}
