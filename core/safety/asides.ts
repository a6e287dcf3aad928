import { DRUGS } from './concepts/indirect/drugs.ts'
import { oneOf } from './cues/parts.ts'
import { cuePattern } from './normalise.ts'

/** A medicine or a painkiller, by name or kind. */
const MEDICINE = oneOf(
  DRUGS,
  'painkillers?',
  'ipren',
  'ibumetin',
  'treo',
  'voltaren',
  'naproxen',
  'pinex',
  'paralgin\\w*',
  'moment',
  'aspirina',
  'schmerz(?:mittel|tablette)\\w*',
  'antidouleurs?',
  'antidolorific\\w*',
  'analgesic\\w*',
  'pijnstiller\\w*',
  'smartstillande',
  'smertestillende',
  'kipulaake\\w*',
  'sarkylaake\\w*',
)

/** Many of something before a medicine (read back from its end): a stockpile is never set aside, whatever it is for. */
const MANY =
  '(?<!\\b(?:all|every|whole|entire|tutt[ei]|todas?|todos|toutes?|tous|alle|allt?|hele|hela|kaikki|koko|dozens?|bunch|handful|monton|sacco|tas|poignee|box|packs?|boite|scatola|caja|doos|packung|paket|burk|eske|aeske|purkki|\\d\\d+)\\b[^|]{0,40})'

/** First-person cuts and burns, told as done (not wished). */
const HURT = oneOf(
  '(?:cut|nicked|sliced|burn(?:ed|t)) myself',
  '(?:mich )?(?:geschnitten|verbrannt)',
  'me suis (?:coupe|brule|entaille)\\w*',
  'mi sono (?:tagliat|bruciat)\\w*',
  'me (?:corte|queme|he cortado|he quemado)',
  '(?:me |mij )?(?:gesneden|gebrand|verbrand|sneed)',
  '(?:skar|skurit|brande|branit|skjaert|skjart|brant|brente|skaret|braendte|brandte) (?:mig|meg)',
  'viilsin\\w*',
  'viilsi\\w*',
  'leikkasin\\w*',
  'poltin\\w*',
)

/** Shaving, cooking and washing up: chores that cut and burn by accident. */
const CHORE = oneOf(
  'shav\\w*',
  'cooking',
  'chopping',
  'slicing',
  'dicing',
  'peeling',
  '(?:doing|washing) (?:the )?dishes',
  'onions?',
  'rasier(?:en|t|te)\\b',
  'beim (?:kochen|schneiden|schnippeln|abwaschen|spulen)',
  'zwiebel\\w*',
  'gemuse',
  '(?:en )?me rasant',
  'rasage',
  'en (?:cuisinant|emincant|coupant|epluchant|faisant la vaisselle)',
  'oignons?',
  'legumes',
  '(?:facendo|farmi|fare) la barba',
  'radend\\w*',
  'depiland\\w*',
  'cucinando',
  'cipoll\\w*',
  'verdur\\w*',
  'lavando i piatti',
  'afeit\\w*',
  'depilando\\w*',
  'cocinando',
  'cebolla\\w*',
  'verduras?',
  'fregando',
  '(?:bij|tijdens) het (?:scheren|koken|snijden|afwassen)',
  'scheren',
  'uien',
  'groente\\w*',
  '(?:rakade|rakar|rakning|raka) \\w+',
  'lagade mat',
  'hackade',
  'diskade',
  'barbert\\w*',
  'barbere(?:de)?',
  'barbering',
  'laget mat',
  'lavede mad',
  'hakke(?:t|de)',
  'ajell\\w*',
  'ajaessa',
  'parranaj\\w*',
  'kokat\\w*',
  'ruokaa laittaessa',
  'laittaessa ruokaa',
  'sipul\\w*',
  'tiskat\\w*',
  '(?:on|with) the (?:oven|stove|baking tray|tray|pan)',
  '(?:am|mit dem) (?:ofen|herd|backblech)',
  '(?:sur|avec) (?:le four|la plaque|la poele)',
  '(?:con|sul|sulla) (?:il )?(?:forno|teglia|padella)',
  '(?:con|en) (?:el horno|la bandeja|la sarten)',
  'aan (?:de|het) (?:oven|bakplaat|pan)',
  'pa (?:ugnen|platen|stekpannan|ovnen|stekepanna|bageplade|panden)',
  '(?:uuniin|uunissa|peltiin|pannuun)',
)

/** What makes a cut while shaving no accident: on purpose, or the chore denied ("not shaving"). */
const NOT_BY_ACCIDENT = oneOf(
  'on purpose',
  'deliberately',
  'absichtlich',
  'expres',
  'volontairement',
  'apposta',
  'a proposito',
  'aposta',
  'expresamente',
  'met opzet',
  'expres',
  'med (?:flit|vilje|vilje)',
  'medvetet',
  'tahallaan',
  'not',
  'nicht',
  'pas',
  'niet',
  'inte',
  'ikke',
  'ei',
)

/** A place on a roof where people swim, drink or party: not a height. */
const ROOF_VENUE = oneOf(
  'roof ?tops? (?:pool|bar|terrace|party|restaurant|garden|gym|bbq|drinks|cinema)',
  '(?:pool|bar|terrace|party|restaurant|garden|gym|yoga|drinks|dinner|bbq|barbecue|cinema) (?:\\w+ ){0,2}(?:on|at) (?:the |a )?(?:hotel )?roof(?:top)?',
  "(?:piscine|bar|terrasse|soiree|fete|resto|restaurant|jardin|apero|diner|cinema|salle) (?:\\w+ ){0,2}sur le toit(?: de l'hotel| de l'immeuble)?",
  'toit terrasse',
  "(?:piscina|bar|terrazza|festa|aperitivo|ristorante|giardino|cena|palestra) (?:\\w+ ){0,2}sul tetto(?: dell'hotel| dell'albergo)?",
  '(?:piscina|bar|terraza|fiesta|restaurante|jardin|cena|gimnasio|gym) (?:\\w+ ){0,2}en (?:la )?(?:azotea|tejado)',
  '(?:pool|bar|terrasse|party|feier|restaurant|garten|fitnessstudio|gym) (?:\\w+ ){0,2}auf dem dach',
  'dach(?:terrasse|pool|bar|garten|party)\\w*',
  'rooftop\\w*',
  '(?:zwembad|bar|terras|feest|restaurant|tuin|borrel)\\w* (?:\\w+ ){0,2}op het dak',
  'dak(?:terras|tuin|bar|zwembad)\\w*',
  '(?:pool|bar|terrass|fest|restaurang|basseng|terrasse|restaurant|svommebassin)\\w* (?:\\w+ ){0,2}pa (?:taket|taget)',
  '(?:tak|tag)(?:terrass|terrasse|bar|pool|basseng)\\w*',
  'katto(?:terassi|baari|uima ?allas|allas|bileet)\\w*',
  '(?:uima ?allas|altaa\\w*|baari\\w*|terassi\\w*|bileet|juhlat) katolla',
)

/** Someone else's suicide, overdose or death told as past: grief or news, not the writer's intent. */
const OTHERS_PAST = oneOf(
  // en
  '(?:killed|hanged|shot|drowned) (?:himself|herself|themselves)',
  '(?:threw|thrown) (?:himself|herself|themselves)[^|]{0,25}',
  'took (?:his|her|their) (?:own )?life',
  '(?:he|she|they) (?:\\w+ )?(?:committed suicide|jumped[^|]{0,20}|overdosed|died[^|]{0,20}|passed away)',
  'committed suicide',
  'died (?:of|from) (?:an )?overdose',
  "suicide(?<=\\b(?:his|her|their|\\w+'s) (?:own )?suicide)",
  'suicide of (?:my|his|her|our|a) \\w+',
  // de
  '(?:hat|hatte) sich (?:\\w+ ){0,4}(?:das leben genommen|umgebracht|erhangt|erschossen|getotet|vor (?:den|einen) zug geworfen)',
  'nahm sich (?:\\w+ ){0,3}das leben',
  '(?:selbstmord|suizid) begangen',
  'beging (?:\\w+ )?(?:selbstmord|suizid)',
  '(?:selbstmord|suizid) (?:meines|meiner|seines|seiner|ihres|ihrer|von meinem|von meiner)(?: \\w+)?',
  '(?:ist|war) (?:\\w+ ){0,3}an (?:einer )?uberdosis gestorben',
  'starb (?:\\w+ )?an (?:einer )?uberdosis',
  '(?:ist|war) (?:\\w+ ){0,3}vor (?:den|einen) zug gesprungen',
  'sprang (?:\\w+ )?vor (?:den|einen) zug',
  // fr
  "s'est (?:suicide|tue|pendu|defenestre)\\w*",
  "s'est jete\\w*[^|]{0,20}",
  "s'est (?:donne la mort|ote la vie)",
  'a mis fin a ses jours',
  "suicide (?:de|d') ?(?:mon|ma|mes|son|sa|ses|notre|un|une) \\w+",
  "(?:mort|morte|decede|decedee) (?:d'une|d'un|par|d') ?overdose",
  'a fait une (?:tentative de suicide|overdose|ts)',
  // it
  'si e (?:suicidat|uccis|impiccat|sparat|ammazzat)\\w*',
  'si e tolt\\w* la vita',
  'si e (?:buttat|lanciat|gettat)\\w*[^|]{0,20}',
  'suicidio (?:di|del|della|dello) (?:mio|mia|suo|sua|nostro|nostra|un|una) \\w+',
  'mort\\w* (?:di|per) (?:una )?overdose',
  'ha (?:preso|ingoiato) (?:\\w+ ){0,3}(?:pillole|pastiglie|farmaci|compresse)',
  'ha tentato il suicidio',
  // es
  'se (?:suicido|mato|ahorco)',
  'se quito la vida',
  'se (?:tiro|lanzo|arrojo)[^|]{0,20}',
  'se tomo[^|]{0,25}',
  'suicidio de (?:mi|su|nuestro|nuestra|un|una) \\w+',
  'muri\\w* (?:de|por) (?:una )?sobredosis',
  '(?:intento|ha intentado|habia intentado) suicidarse',
  // nl
  '(?:heeft|had) (?:\\w+ ){0,3}zelfmoord gepleegd',
  'pleegde (?:\\w+ )?zelfmoord',
  '(?:heeft|had) zich(?:zelf)? (?:\\w+ ){0,2}(?:van kant gemaakt|opgehangen|doodgeschoten|voor de trein gegooid)',
  '(?:is|was) (?:\\w+ ){0,2}voor (?:de|een) trein gesprongen',
  'sprong (?:\\w+ )?voor (?:de|een) trein',
  'zelfmoord van (?:mijn|zijn|haar|onze|een) \\w+',
  '(?:overleden|stierf) aan een overdosis',
  // sv
  'begick (?:\\w+ )?sjalvmord',
  '(?:tog|har tagit|hade tagit) livet av sig',
  'tog sitt (?:eget )?liv',
  'kastade sig (?:\\w+ ){0,2}(?:framfor|fran|ut)[^|]{0,15}',
  'dog (?:av|i) en overdos',
  // nb
  'begikk (?:\\w+ )?selvmord',
  '(?:tok|har tatt|hadde tatt) livet av seg',
  'tok sitt (?:eget )?liv',
  'kastet seg (?:\\w+ ){0,2}(?:foran|fra|ut)[^|]{0,15}',
  'dode av en overdose',
  // da
  'begik (?:\\w+ )?selvmord',
  '(?:tog|har taget|havde taget) livet af sig',
  'tog sit (?:eget )?liv',
  'kastede sig (?:\\w+ ){0,2}(?:foran|fra|ud)[^|]{0,15}',
  'dode af en overdosis',
  // sv, nb, da: "pappas självmord", "fars selvmord"
  '(?:sjalvmord|selvmord)\\b(?<=\\b\\w+s (?:sjalvmord|selvmord))(?<!\\b(?:mitt|mit) (?:sjalvmord|selvmord))',
  '(?:sjalvmordet|selvmordet) (?:til|till) \\w+',
  // fi
  'teki itsemurhan',
  '(?:tappoi|ampui) itsensa',
  'hirttaytyi',
  '(?:hyppasi|heittaytyi)\\b[^|]{0,20}',
  'kuoli yliannostukseen',
  'yritti itsemurhaa',
  '(?:isan|aidin|isin|iskan|aiskan|veljen|siskon|sisaren|ystavan|kaverin|serkun|enon|sedan|tadin|mummon|mummun|papan|vaimon|miehen|pojan|tyttaren|poikaystavan|tyttoystavan) itsemurh\\w*',
)

/** A farewell letter or card. */
const FAREWELL_LETTER = oneOf(
  '(?:goodbye|farewell) (?:letters?|notes?|cards?|messages?)',
  'abschieds(?:brief|karte|nachricht)\\w*',
  "(?:lettres?|mots?|cartes?) d'adieux?",
  "(?:biglietto|biglietti|lettera|lettere|messaggio) (?:d'addio|di addio)",
  '(?:cartas?|notas?|tarjetas?) de despedida',
  'afscheids(?:brief|kaart)\\w*',
  'av(?:sked|skjed)s(?:brev|kort)\\w*',
  'afskeds(?:brev|kort)\\w*',
  'jaahyvais\\w*',
  'hyvastikirje\\w*',
)

/** Whom a farewell letter is for or from when it is no crisis: a colleague who leaves, someone who died. */
const FAREWELL_OTHER = oneOf(
  'colleague\\w*',
  'co ?workers?',
  'retir\\w*',
  'kolleg\\w*',
  'ruhestand',
  'collegue\\w*',
  'retraite',
  'colleg(?:a|he|hi)',
  'in pensione',
  'colega\\w*',
  'jubila\\w*',
  'pensioen',
  'kollega\\w*',
  'pension(?:en|ering)?',
  'pensjon\\w*',
  'elakkee\\w*',
  'tyokaveri\\w*',
  '(?:before|after) (?:she|he|they) (?:passed|died)',
  '(?:before|after) (?:her|his|their) death',
  '(?:vor|nach) (?:ihrem|seinem) tod',
  'bevor (?:sie|er) starb',
  'avant (?:sa|son) (?:mort|deces)',
  'a (?:laisse|ecrit) des',
  'prima della sua morte',
  'prima (?:che|di) morire',
  'ha (?:lasciato|scritto)',
  'antes de su muerte',
  'antes de que (?:muriera|falleciera)',
  'voor (?:haar|zijn) (?:dood|overlijden)',
  'voordat (?:ze|hij) (?:stierf|overleed)',
  'innan (?:hon|han) dog',
  'for (?:hun|han) dode',
  'for (?:hennes|hendes|hans) dod',
  'ennen kuolemaansa',
)

/** Sleeping for days: tiredness, not a wish not to wake. */
const SLEEP_LONG = oneOf(
  '(?:sleep|slept)\\w* (?:for )?(?:a (?:week|month|year)|weeks|days|months|\\d+ (?:hours|days|years)|(?:a |one )?hundred years)',
  '(?:eine woche|einen monat|tagelang|wochenlang|\\d+ (?:stunden|tage|jahre)|hundert jahre)(?: lang)? (?:durch)?schlafen',
  'dormir (?:pendant |toute )?(?:une semaine|un mois|des jours|\\d+ (?:heures|jours|ans)|cent ans)',
  'dormire (?:per )?(?:una settimana|un mese|giorni|\\d+ (?:ore|giorni|anni)|cento anni)',
  'dormir (?:durante )?(?:una semana|un mes|dias|\\d+ (?:horas|dias|anos)|cien anos)',
  '(?:een week|een maand|dagen|\\d+ (?:uur|dagen|jaar)|honderd jaar)(?: lang)? (?:door)?slapen',
  'slapen (?:voor )?(?:een week|een maand|dagen)',
  'sova (?:i )?(?:en vecka|en manad|flera dagar|dagar|\\d+ (?:timmar|dagar|ar)|hundra ar)',
  'sove (?:i )?(?:en uke|en uge|en maned|dagevis|flere dager|flere dage|\\d+ (?:timer|dager|dage|ar)|hundre ar|hundrede ar)',
  'nukku\\w* (?:viikon|kuukauden|paivakausia|viikkokausia|\\d+ (?:tuntia|paivaa|vuotta)|sata vuotta)',
)

/** Others asked to end the writer, and a trifle that "will be the death of me": hyperbole in every language. */
const HYPERBOLE = oneOf(
  'just shoot me',
  'shoot me now',
  '(?:will|gonna|going to) be the death of me',
  'erschiesst (?:mich|uns)',
  'knallt mich (?:einfach )?ab',
  '(?:wird|ist) (?:noch )?mein tod',
  '(?:tu )?vas me tuer',
  'achevez moi',
  '(?:sera|va etre) ma mort',
  'sparatemi',
  'sara la mia morte',
  'dispar(?:adme|enme)',
  '(?:sera|va a ser) mi muerte',
  'schiet me (?:maar )?(?:dood|neer)',
  '(?:wordt|is) (?:nog )?mijn dood',
  'skjut mig (?:bara|nu)',
  'skyt meg (?:bare|na)',
  'skyd mig (?:bare|nu)',
  '(?:blir|bliver) min dod',
  'ampukaa (?:mut|minut)',
  'on (?:mun|minun) kuolema\\w*',
  'vie (?:mut|minut) hautaan',
  "(?:thought|felt like) i (?:was|were|would|'d) (?:going to |gonna )?(?:die|dying)",
  'dachte,? ich (?:sterbe|sterb|muss sterben|wurde sterben)',
  "(?:j'ai cru|je pensais|je croyais) (?:que j'allais )?mourir",
  '(?:pensavo|credevo) di morire',
  '(?:pense|crei|senti) que me (?:moria|iba a morir)',
  'dacht (?:dat )?ik (?:dood ging|doodging|zou sterven|ging sterven)',
  '(?:trodde|troede) (?:jag|jeg) (?:skulle|ville) do',
  'luulin kuolevani',
  // a phone or laptop thrown off a roof or out of a window
  '(?:phone|laptop|pc|computer|tv|telephone|portable|ordi\\w*|telefono|cellulare|portatil|movil|ordenador|telefoon|handy|rechner|mobil\\w*|dator\\w*|telefon\\w*|puhelin\\w*|lappari\\w*|kone\\w*|keyboard|clavier|tastiera|teclado|toetsenbord|tastatur\\w*) (?:\\w+ ){0,2}(?:off the roof|out (?:of )?the window|du toit|par la fenetre|dal tetto|dalla finestra|por la ventana|del tejado|de la azotea|van het dak|uit het raam|vom dach|aus dem fenster|fran taket|genom fonstret|fra taket|ut av vinduet|ud af vinduet|fra taget|katolta|ikkunasta)',
)

/** Sprint drills named after suicide, in any language. */
const DRILL =
  '\\bsuicid(?:e|es|io|ios)? ?(?:sprint|run|drill|line|shuttle)\\w*|\\b(?:sprint|shuttle)\\w* suicid\\w*'

/** A train taken somewhere: travel. */
const TRAVEL = oneOf(
  '(?:took|take|taking|catch\\w*|caught|got) (?:the |a )?train (?:to|home|back|into)',
  'by train',
  'mit dem zug',
  '(?:den|einen) zug (?:nach|genommen|verpasst)',
  '(?:pris|prendre|prends|prend) le train',
  'en train (?:pour|jusqu)',
  '(?:preso|prendo|prendere|prende) il treno',
  'in treno',
  '(?:cogi|tome|cojo|coger|tomar|cogimos) el tren',
  'en tren',
  'de trein (?:naar|genomen|terug)',
  'met de trein',
  '(?:tog|ta|tar|tok|tage|tager) (?:taget|toget) (?:till|til|hem|hjem)',
  'med (?:taget|toget)',
  'junalla',
  '(?:otin|otettiin) junan',
)

/** A rope for skipping and skipped training: not a rope, not a jump. */
const SKIPPING = oneOf(
  '(?:jump|skipping) ?rope\\w*[^|]{0,40}',
  'spring ?seil\\w*[^|]{0,40}',
  'corde a sauter[^|]{0,40}',
  'corda (?:per saltare|da salto)[^|]{0,40}',
  'spring ?touw\\w*[^|]{0,40}',
  'hopp ?rep\\w*[^|]{0,40}',
  'hoppe ?tau\\w*[^|]{0,40}',
  'sjippe ?tov\\w*[^|]{0,40}',
  'hyppynaru\\w*[^|]{0,40}',
  '(?:hoppa|hoppe|springe) (?:over )?(?:\\w+ )?(?:traning\\w*|treningen|traeningen|passet|okta|gymmet)(?: over)?',
)

/** A gym's last set, a diet's cut, letters for someone who loves post: what a farewell or a cut is not. */
const GYM_AND_POST = oneOf(
  '(?:my|mein\\w*|ma|mon|il mio|la mia|mi|mijn|mitt|min|mit|mun) (?:last|letzte\\w*|dernier\\w*|derniere|ultim\\w*|laatste|sista|siste|sidste|viimeinen) (?:set|satz|serie\\w*|series|reps?|round|runde|tour|giro|ronda|lap|rundan|sett|settet|saet|sarja\\w*|toisto\\w*|kierros)\\b',
  '\\bcutt?(?:er|ar|e|ing)? (?:til|till|for|before|until|indtil|fram till|frem til) (?:sommer\\w*|summer|ferie\\w*|semester\\w*|the beach|stranden|comp\\w*|konkurrence\\w*|tavling\\w*|stevne\\w*|bryllup\\w*|brollop\\w*|wedding|show)',
  '(?:wrote|write|writing|ecrit|ecris|scritto|scrivo|escribi|escribo|heb|habe|hab|schrieb|skrev|skriver|kirjoitin)\\b[^|]{0,80}(?:(?:loves?|likes?|enjoys?) (?:getting|receiving) (?:post|mail|letters)|adore recevoir du courrier|adora ricevere posta|le encanta recibir correo|krijgt (?:zo )?graag post|freut sich (?:immer )?uber post|(?:alskar|elsker) (?:att|a|at) fa post|tykkaa saada postia)',
)

/**
 * What reads as a crisis word for word and is something else by its context, in all ten languages, each a
 * regular-expression source over normalised text (see normalise.ts): a medicine taken for an ailment or after
 * training, a cut or burn while shaving or cooking, a pool or bar on a roof, someone else's suicide or death
 * in the past (grief; someone else's present intent is still read), a farewell card for a colleague or letters
 * left by someone who died, sleeping for a week, "shoot me" and "will be the death of me", suicide sprints, a
 * train taken home, a skipping rope, a last set. Only the matched words are set aside (setAside), so what else
 * the message says is still read.
 */
const asides: Readonly<Record<string, string>> = {
  medicine: `\\b${MEDICINE}\\b${MANY}[^|]{0,12}?\\b${oneOf(
    '(?:for|against|after) (?:my |the |a |this |that )?(?:\\w+ )?(?:head ?aches?|migraines?|back|knee|shoulder|neck|tooth ?ache|period|cramps?|cold|flu|fever|hangover|sore \\w+|doms|muscles?|ankle|hip|allerg\\w*|injury|workout|training|leg day|deadlifts?|squats?|gym|run|game|match)',
    '(?:gegen|fur|wegen|nach dem) (?:meine |die |den |das |\\w+ )?(?:kopfschmerz\\w*|kopfweh|migrane|rucken\\w*|knie\\w*|schulter\\w*|nacken\\w*|zahn\\w*|regel\\w*|periode|krampf\\w*|erkaltung|grippe|fieber|kater|muskelkater|training|workout|kreuzheben|beintag|\\w*schmerz\\w*)',
    "(?:pour|contre|apres) (?:mon |ma |mes |le |la |les |un |une |l')?(?:\\w+ )?(?:mal (?:de|du|au|aux) \\w+|migraine|dos|genou|epaule|nuque|dents?|regles|crampes?|rhume|grippe|fievre|gueule de bois|courbatures?|muscles?|cheville|hanche|allergie\\w*|seance|entrainement|muscu|souleve de terre|squats?|douleur\\w*)",
    "(?:per|contro|dopo) (?:il |la |lo |l'|i |le |gli |mio |mia |un |una )?(?:\\w+ )?(?:mal di \\w+|emicrania|schiena|ginocchio|spalla|collo|denti|ciclo|crampi|raffreddore|influenza|febbre|dolor[ei]\\w*|indolenzimento|allenamento|palestra|stacchi|squat|sbornia|muscoli)",
    '(?:para|contra|despues de|por) (?:el |la |los |las |mi |mis |un |una )?(?:\\w+ )?(?:dolor de \\w+|dolor|migrana|espalda|rodilla|hombro|cuello|muelas?|regla|colicos|resfriado|gripe|fiebre|resaca|agujetas|musculos?|entreno|entrenamiento|gimnasio|gym|peso muerto|sentadillas)',
    "(?:voor|tegen|na) (?:mijn |m'n |de |het |een )?(?:\\w+ )?(?:hoofdpijn|migraine|rug\\w*|knie\\w*|schouder\\w*|nek\\w*|kiespijn|tandpijn|menstruatie\\w*|kramp\\w*|verkoudheid|griep|koorts|kater|spierpijn|spieren|training|workout|deadlifts?|squats?|\\w*pijn)",
    '(?:for|mot|efter|etter|mod|til) (?:min |mitt |mina |mine |en |ett |et )?(?:\\w+ )?(?:huvudvark|migran|rygg\\w*|kna\\w*|axel\\w*|nacke\\w*|tandvark|mens\\w*|kramp\\w*|forkylning\\w*|influensa|feber|baksmalla|traningsvark|muskl\\w*|traning\\w*|passet|marklyft\\w*|knaboj\\w*|\\w*vark|hodepine|migrene|kne\\w*|skulder\\w*|nakke\\w*|tannverk|krampe\\w*|forkjolelse|bakrus|stolhet|trening\\w*|okta|markloft\\w*|knebo\\w*|\\w*smert\\w*|hovedpine|migraene|ryg\\w*|knae\\w*|tandpine|menstruation|forkolelse|influenza|tommermaend|traening\\w*|dodloft\\w*|squat\\w*)',
    '\\w*(?:kipu|kipuun|sarky\\w*|sarkyyn)|paansarky\\w*|selka\\w*|polve\\w*|olka\\w*|niska\\w*|flunssa\\w*|kuume\\w*|krapula\\w*|treeni\\w*|lenki\\w*|maastaved\\w*|kyykky\\w*|kuukautis\\w*|migreeni\\w*',
  )}`,
  // The hurt first, the chore read back from it: a lookbehind tried only where a hurt is, not at every word.
  chores: `${HURT}(?<=${CHORE}[^|]{0,60})(?![^|]*\\b${NOT_BY_ACCIDENT}\\b)|${HURT}(?![^|]*\\b${NOT_BY_ACCIDENT}\\b)[^|]{0,40}${CHORE}`,
  roof: `\\b${ROOF_VENUE}`,
  others: `\\b${OTHERS_PAST}`,
  letters: `${FAREWELL_LETTER}(?<=${FAREWELL_OTHER}[^|]{0,90})|${FAREWELL_LETTER}[^|]{0,60}${FAREWELL_OTHER}`,
  tired: `\\b${SLEEP_LONG}[^|]{0,40}`,
  hyperbole: `\\b${HYPERBOLE}`,
  drills: DRILL,
  travel: `\\b${TRAVEL}\\b`,
  skipping: `\\b${SKIPPING}`,
  gym: GYM_AND_POST,
  // A goodbye that says when it will meet again is no final one.
  later: `\\b${oneOf(
    'see you (?:tomorrow|later|soon|next week|on \\w+day)',
    'bis (?:morgen|spater|bald|nachher)',
    "a (?:demain|plus tard|bientot|tout a l'heure)",
    'ci vediamo (?:domani|dopo|presto)',
    '(?:hasta|nos vemos) (?:manana|luego|pronto)',
    'tot (?:morgen|straks|later|zo)',
    'vi ses (?:imorgon|i morgon|i morgen|snart|senare|senere)',
    'nahdaan (?:huomenna|pian|myohemmin)',
  )}\\b`,
}

// One alternation, each alternative at a word's start: one check of \b first, not one per alternative.
const ASIDES = new RegExp(
  cuePattern(
    `\\b(?:${Object.values(asides)
      .map((source) => `(?:${source})`)
      .join('|')})`,
  ).source,
  'gu',
)

/** A normalised text without its asides (`asides`), for the rules to read again once one has fired. */
export function setAside(text: string): string {
  return text.replace(ASIDES, ' ')
}
