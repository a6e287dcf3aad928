import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** French: what is said around a crisis rather than of it (see index.ts). */
export const fr: readonly string[] = [
  near(
    `\\b(?:voiture|bus|camion|train|tram)\\b[^|]{0,25}\\b(?:renvers\\w*|ecras\\w*|percut\\w*)|\\bme (?:renvers\\w*|ecras\\w*|percut\\w*)`,
    `\\b(?:derange\\w* (?:pas|plus)|egal|ok|okay|soulag\\w*|tant mieux|pas grave|bien)\\b`,
    50,
  ),
  `\\btout\\b[^|]{0,20}\\b(?:s'?arrete|s'?arreter|finisse|finit|se termine)\\b[^|]{0,15}\\b(?:pour toujours|pour de bon|a jamais|definitivement)\\b`,
  `\\bsi (?:je n'?|j'?)(?:existais|etais) (?:plus|pas)\\b|\\b(?:arreter|cesser) d'?exister\\b|\\bn'?existe plus\\b`,
  `(?:prie|espere|souhaite)\\b[^|]{0,25}\\b(?:ne )?(?:pas|plus|jamais) (?:me )?reveiller\\b`,
  `\\b(?:choisi|fixe|trouve) (?:la|une) date\\b|\\bj'?ai la date\\b`,
  near(
    `\\b(?:corde|lame|rasoir|pistolet|flingue|couteau|${DRUGS})\\b`,
    `\\bsais (?:tres bien |exactement )?(?:pourquoi|pour quoi|a quoi)\\b`,
    60,
  ),
  near(`\\b(?:${DRUGS})\\b`, `\\b(?:pret\\w*|alignes|comptes|devant moi|vodka|whisky|alcool)\\b`, 50),
  `\\bcombien de (?:${DRUGS})\\b[^|]{0,35}\\b(?:mourir|mortel\\w*|(?:ne )?plus (?:se |me )?reveiller|pas (?:se |me )?reveiller|en finir|faut)\\b`,
  `\\b(?:garde\\w*|mis de cote|met\\w* de cote|stock\\w*|accumul\\w*|economis\\w*)\\b[^|]{0,25}\\b(?:${DRUGS})\\b`,
  `\\bjusqu'?(?:a ce qu'?|au sang)\\b[^|]{0,25}\\b(?:saign\\w*|sang)\\b|\\bjusqu'?au sang\\b`,
  `\\b(?:gratte|griffe|arrache)\\w* (?:les|mes) (?:bras|peau|poignets|cuisses)\\b`,
  near(`\\b(?:cigarettes?|briquet|clope\\w*)\\b`, `\\b(?:peau|bras|brul\\w*)\\b`, 40),
  `\\b(?:tape|frappe|cogne)\\w* (?:dans |contre )?(?:les|le|mes) (?:murs?|tete)\\b[^|]{0,25}\\b(?:jusqu|saign|sang|expres)`,
  `\\b(?:me barre|me casse|m'?en vais|pars|je me tire)\\b[^|]{0,10}\\b(?:pour de bon|pour toujours|a jamais|definitivement)\\b`,
  `\\b(?:cool|bien|sympa|content\\w*|heureu\\w*) de (?:vous|t'?|te) (?:avoir )?(?:connu|connaitre)\\w*`,
  near(
    `\\b(?:plus|pas|jamais) (?:de )?nouvelles de moi\\b|\\bn'?entendrez plus parler de moi\\b`,
    `\\b(?:apres|ce soir|demain|jamais)\\b`,
    40,
  ),
  `\\b(?:ecrit|laisse|ecris)\\w* (?:des |une |les )?lettres? (?:pour|a) (?:mes|ma|mon|tout|chacun)\\b`,
  `\\b(?:mets|mettre|mettrai) fin a (?:tout|mes jours|ma vie)\\b`,
  `\\bdemain je (?:ne )?(?:serai|serais) plus la\\b|\\bje (?:ne )?serai plus la (?:demain|ce soir|bientot)\\b`,
  near(
    `\\b(?:je le fais|je le ferai|je vais le faire|ce sera le moment|c'?est le moment)\\b`,
    `\\b(?:quand|des que|pendant que|une fois que)\\b[^|]{0,35}\\b(?:partent|parti\\w*|absent\\w*|vacances|travail|dorment|endormi\\w*|sortent)\\b`,
    60,
  ),
  `\\bsais (?:deja |exactement )*comment je vais (?:le faire|m'?y prendre)\\b`,
  near(
    `\\b(?:je le fais|je le ferai|ce sera le moment)\\b`,
    `\\b(?:tout prevu|tout planifie|tout organise|decide)\\b`,
    60,
  ),
  near(
    `\\bsur le (?:\\w+ ){0,2}(?:toit|pont|rebord|bord|balcon|falaise)\\b`,
    `\\b(?:la|maintenant|haut|en bas|sauter|vide)\\b`,
    40,
  ),
  near(
    `\\b(?:regarde|fixe|pense)\\w*\\b`,
    `\\b(?:rails|pont|corde|toit)\\b[^|]{0,30}\\b(?:sauter|me jeter|pensant)`,
    30,
  ),
  `\\b(?:prefere|prefer\\w*|plutot|mieux vaut) (?:etre )?mort\\w*\\b`,
  `\\b(?:c'?est|ce sera) (?:ce soir|cette nuit|demain)\\b[^|]{0,20}\\b(?:tout est pret|pret)\\b|\\b(?:ca|cela) se passe (?:ce soir|demain|vendredi|samedi|dimanche|lundi|mardi|mercredi|jeudi)\\b`,
  `\\bquand et (?:ou|comment)\\b|\\bcomment et quand\\b`,
  near(
    `\\b(?:flingue|pistolet|arme|fusil|revolver)\\b`,
    `\\b(?:charge\\w*|balles?|coffre|sur la tempe|dans la bouche)\\b`,
    40,
  ),
  `\\bme (?:tirer une balle|flinguer|faire sauter la cervelle)\\b`,
  `\\b(?:fonce|foncer|encastre\\w*|crash\\w*|precipite\\w*)\\b[^|]{0,40}\\b(?:dans|contre) (?:un|une|le|la) (?:arbre|mur|pont|pilier|camion|falaise)\\b`,
  `\\bdernier (?:message|texto|mot)\\b[^|]{0,20}\\b(?:enverrai|envoie|ecris|ecrirai)\\b`,
  near(`(?:lame|rasoir|scarif\\w*|couteau)\\b`, `\\b(?:calme|seule chose|m'?aide|soulage)\\b`, 40),
  near(
    `\\b(?:supprime\\w*|donne|donner|offert)\\b`,
    `\\badieu (?:a )?(?:tous|tout le monde)\\b|\\bau revoir (?:a )?(?:tous|tout le monde)\\b`,
    80,
  ),
  `\\b(?:il|elle|ami\\w*|frere|soeur|pote)\\b[^|]{0,20}\\b(?:veut|va|compte|menace de) (?:se suicider|se tuer|mettre fin a ses jours)\\b`,
]
