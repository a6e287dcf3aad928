import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** German: what is said around a crisis rather than of it (see index.ts). */
export const de: readonly string[] = [
  near(
    `\\b(?:auto|bus|lkw|laster|zug)\\b[^|]{0,25}\\b(?:uberfahrt|uberfahren|uberfuhr|erfasst|anfahrt)|\\b(?:uberfahren|angefahren) (?:werde|wurde|wurden)`,
    `\\b(?:egal|ok|okay|gut|fein|erleichtert|nicht schlimm|nichts ausmachen|recht)\\b`,
    50,
  ),
  `\\b(?:alles|es)\\b[^|]{0,20}\\b(?:aufhort|aufhoren|endet|enden|vorbei)\\b[^|]{0,15}\\b(?:fur immer|endgultig)\\b`,
  `\\b(?:war|ware) (?:\\w+ )?nicht mehr da\\b`,
  `\\bnicht mehr (?:existier\\w*|gabe|gibt|da (?:bin|ware|war))\\b|\\baufhoren zu existieren\\b`,
  `\\b(?:bete|bet|hoffe|hof|wunsch\\w*)\\b[^|]{0,25}\\b(?:nicht (?:mehr )?|nie (?:mehr |wieder )?)(?:aufwach\\w*|aufzuwachen)\\b`,
  `\\b(?:datum|tag) (?:ausgesucht|gewahlt|festgelegt|steht)\\b|\\bhab\\w* das datum\\b`,
  near(
    `\\b(?:seil|strick|klinge|rasierklinge|pistole|waffe|messer|${DRUGS})\\b`,
    `\\bweis\\w* (?:genau )?(?:wofur|warum|wozu)\\b`,
    60,
  ),
  near(
    `\\b(?:${DRUGS})\\b`,
    `\\b(?:bereit|bereitgelegt|aufgereiht|abgezahlt|gezahlt|vor mir|wodka|whisky|alkohol|schnaps)\\b`,
    50,
  ),
  `\\bwie viele (?:${DRUGS})\\b[^|]{0,35}\\b(?:sterben|tot|todlich|nicht mehr aufwach\\w*|nie wieder aufwach\\w*|reichen|braucht)\\b`,
  `\\b(?:gesammelt|sammle|sammel\\w*|gehortet|gebunkert|aufgehoben|gespart)\\b[^|]{0,25}\\b(?:${DRUGS})\\b|\\b(?:${DRUGS})\\b[^|]{0,25}\\b(?:gesammelt|gehortet|gebunkert|aufgehoben|gespart)\\b`,
  `\\bbis (?:sie|es|ich|meine \\w+|die \\w+) (?:blut\\w*)\\b`,
  `\\b(?:kratz\\w*|reis\\w*) (?:mir )?(?:die|meine) (?:arme|haut|beine|handgelenke)\\b[^|]{0,20}\\b(?:auf|blut\\w*)`,
  near(`\\b(?:zigarette\\w*|feuerzeug)\\b`, `\\b(?:haut|arm\\w*|bein\\w*|verbrenn\\w*)\\b`, 40),
  `\\b(?:schlag\\w*|hau\\w*|box\\w*) (?:gegen |an )?(?:die |meine )?(?:wand|wande|kopf)\\b[^|]{0,25}\\b(?:bis|blut\\w*|hilft|absichtlich)`,
  `\\b(?:mach\\w*|hab\\w*) (?:ich )?den abgang\\b|\\bmich (?:\\w+ )?(?:weg|ab)(?:zu)?(?:machen|melden)\\b|\\b(?:bin|ich bin) (?:raus|weg) fur immer\\b`,
  `\\b(?:schon|schön|toll|gut) (?:euch|dich|sie) (?:zu )?(?:kennen|gekannt)`,
  near(
    `\\b(?:nichts|nix|nie) mehr von mir (?:hort|horen|hoert)\\b`,
    `\\b(?:nach|ab|heute|morgen|wieder)\\b`,
    40,
  ),
  `\\b(?:briefe?|abschiedsbriefe?|zettel) (?:an|fur) (?:meine|mein|alle|jeden)\\b[^|]{0,25}\\b(?:geschrieben|schreib\\w*|hingelegt|gelegt)\\b|\\b(?:geschrieben|schrieb)\\b[^|]{0,10}\\bbriefe\\b`,
  `\\bmorgen (?:bin ich|ich bin) nicht mehr (?:da|hier)\\b|\\bnicht mehr lange (?:da|hier)\\b`,
  near(
    `\\b(?:mach|tu|mache|tue) ich(?:s| es)\\b|\\bist es so ?weit\\b`,
    `\\b(?:wenn|sobald|wahrend)\\b[^|]{0,35}\\b(?:weg|aus dem haus|arbeit|urlaub|schlafen|schlaft|unterwegs|ausgezogen)\\b`,
    60,
  ),
  `\\bweis\\w* (?:schon |genau )*wie ich(?:s| es) (?:mach\\w*|tu\\w*)\\b`,
  near(
    `\\b(?:mach|tu|mache|tue) ich(?:s| es)\\b|\\bist es so ?weit\\b`,
    `\\b(?:durchdacht|geplant|entschieden)\\b`,
    60,
  ),
  near(
    `\\b(?:steh\\w*|sitz\\w*|bin) (?:grad |gerade |jetzt )?(?:auf|an) (?:dem|der|einem|einer) (?:\\w+ ){0,3}(?:dach|brucke|kante|klippe|balkon|gleisen)\\b|\\bauf dem dach\\b`,
    `\\b(?:grad|gerade|jetzt|hoch|runter|springen|tief)\\b`,
    40,
  ),
  near(
    `\\b(?:starr\\w*|schau\\w*|denk\\w*) (?:standig |immer )?(?:auf|an|runter)`,
    `\\b(?:gleise|brucke|seil|dach|zug)\\b`,
    30,
  ),
  `\\blieber tot\\b|\\bbesser tot\\b`,
  `\\b(?:heute|heut) nacht ist es so ?weit\\b|\\b(?:freitag|samstag|sonntag|montag|dienstag|mittwoch|donnerstag|heute|morgen)\\w* (?:passiert(?:s| es)|ist es so ?weit)\\b`,
  `\\bwann und wo\\b|\\bwie und wann\\b`,
  near(
    `\\b(?:pistole|waffe|gewehr|knarre|revolver)\\b`,
    `\\b(?:geladen|kugeln?|patronen|tresor|an meinen kopf|im mund)\\b`,
    40,
  ),
  `\\bmich (?:ab(?:zu)?knallen|(?:zu )?erschiessen|erschiess\\w*)\\b|\\b(?:erschiess|knall)\\w* mich\\b`,
  `\\b(?:fahr\\w*|rase\\w*|krach\\w*|lenk\\w*)\\b[^|]{0,40}\\b(?:gegen|in) (?:einen|eine|die|den) (?:baum|wand|mauer|brucke|pfeiler|lkw)\\b`,
  `\\bletzte\\w*\\b[^|]{0,25}\\b(?:was ich|die ich|nachricht)\\b[^|]{0,15}\\b(?:je |jemals )?(?:schreib\\w*|schick\\w*|send\\w*)\\b`,
  near(
    `\\b(?:rasierklinge|klinge|ritzen|messer)\\b`,
    `\\b(?:beruhigt|einzige|hilft mir|erleichter\\w*)\\b`,
    40,
  ),
  near(
    `\\b(?:geloscht|losche|verschenkt|gegeben|abgegeben)\\b`,
    `\\b(?:tschuss|lebt wohl|machts gut|bye|adieu) (?:an )?(?:alle|allen|euch|fur immer)\\b`,
    80,
  ),
  `\\bwach\\w* (?:\\w+ ){0,3}nicht (?:mehr )?auf\\b`,
  `\\bbring(?:e)? mich\\b[^|]{0,40}\\bum\\b`,
  `\\b(?:abflug|abgang)\\b[^|]{0,10}\\bfur immer\\b`,
  `\\b(?:er|sie|freund\\w*|bruder|schwester)\\b[^|]{0,20}\\b(?:will|wollen|plant|droht) sich (?:\\w+ )?(?:umbringen|umzubringen|das leben (?:zu )?nehmen|toten)\\b`,
]
