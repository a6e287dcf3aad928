import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'mia jeg vil ikke leve lenger, og jeg tuller ikke',
      'etter at hun gikk fra meg har jeg tenkt på å ta livet mitt hver eneste dag',
      'spiller ingen rolle hvor mye jeg trener, jeg vil ikke leve. jeg vil dø',
      'jeg tenker på selvmord hele tida nå, og i dag er det verre enn noen gang',
    ],
    passive: [
      'hadde vært deilig å bare slippe å leve mer',
      'hadde ikke gjort noe om jeg ble påkjørt på vei hjem fra trening',
      'folk på jobben ler av meg bak ryggen igjen, kjæresten svarer ikke, og ærlig talt hadde alle hatt det bedre uten meg. sorry masinga, hva driver du med i kveld',
      'hvis jeg døde i morgen hadde det vært greit for meg, ikke at jeg skal gjøre noe',
    ],
    plan: [
      'etter julebordet på fredag tar jeg livet mitt, jeg har planlagt alt',
      'i natt tar jeg livet av meg, har ventet lenge nok',
      'har betalt alle regningene og gitt passordene til broren min. søndag er siste dagen jeg lever',
      'har bestemt datoen jeg skal dø, etter 17. mai så jeg ikke ødelegger dagen for familien',
    ],
    method: [
      'hvor mange paracet må man ta for å ikke våkne igjen',
      'står på brua og ser ned på vannet, tenker på å hoppe',
      'har lagt bilnøklene klare, skal kjøre utfor kaia og ned i fjorden i natt',
      'har spart opp sovetablettene i en måned, nå er det nok til at jeg ikke våkner igjen',
    ],
    farewell: [
      'beklager alt, til alle. dette er farvel, jeg orker ikke å leve mer',
      'har skrevet avskjedsbrev til mamma og pappa, de ligger på kjøkkenbordet til de finner dem i morgen',
      'hvis du ikke hører fra meg igjen er det ikke din feil, jeg har valgt å dø. ta vare på deg selv, farvel',
      'har slettet alle kontoene og sagt ha det til alle sammen, du er den siste. takk for praten, i morgen lever jeg ikke lenger',
    ],
    selfHarm: [
      'kuttet meg igjen i går, hadde vært clean i to måneder',
      'selvskadingen er tilbake, derfor trener jeg alltid i langermet',
      'jeg risser meg opp på låret når angsten blir for mye',
      'slår meg selv til jeg får blåmerker, det er det eneste som hjelper',
    ],
    slang: [
      'kms snart ass, orker ikke mer',
      'tenker å unalive meg selv i kveld fr',
      'gidder ikke leve lenger jeg, skal bare dø lol. nei seriøst',
      'på tide å logge av livet for godt tror jeg, kms',
    ],
  },
  ordinary: {
    gym: [
      'jeg deffer til sommeren, hvor mye protein bør jeg spise om dagen?',
      'beindagen tok knekken på meg, kommer meg knapt ut av sofaen',
      'dead hangs og skull crushers i dag, armene er helt døde',
      'kjørte murph i dag, 100 pull-ups og hang cleans, jeg er et lik 💀',
    ],
    hyperbole: [
      'haha jeg dør, du er for morsom',
      'kunne drept for en grandiosa nå',
      'lo meg ihjel av det du skrev 😂',
      'hvis naboen spiller den sangen en gang til tar jeg livet av ham 😤',
    ],
    accident: [
      'kuttet meg da jeg barberte meg, blør som bare det men går fint',
      'datt på sykkelen i glatta, forstuet håndleddet',
      'fikk en håndball rett i trynet, nesa blør men den er ikke brukket',
      'skar meg i tommelen da jeg delte opp laks til middag',
    ],
    grief: [
      'bestefar døde i helgen og jeg har ikke klart å trene siden',
      'det er to år siden fetteren min tok livet sitt, jeg løper holmenkollstafetten for ham',
      'vi måtte avlive hunden i dag, har grått hele dagen',
      'en kollega døde brått forrige uke, hele avdelingen er i sjokk',
    ],
    humour: [
      'kvartalsrapporten skal leveres i morgen, jeg har allerede valgt salme til begravelsen min',
      'møte mandag klokka 8, skriv på gravsteinen min at jeg døde av powerpoint',
      'har sittet i telefonkø hos nav i to timer, har begynt å skrive testamentet mitt 😂',
      'hvis gutta drar meg med på fjelltur igjen i november må dere hente liket mitt på toppen 😂',
    ],
  },
}
