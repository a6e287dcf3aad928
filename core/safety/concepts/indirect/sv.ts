import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** Swedish: what is said around a crisis rather than of it (see index.ts). */
export const sv: readonly string[] = [
  near(
    `\\b(?:bil|buss|lastbil|tag|tåg|sparvagn)\\b[^|]{0,25}\\b(?:korde (?:pa|over)|kor (?:pa|over)|prejade)`,
    `\\b(?:okej|ok|bra|skont|lattad|gora (?:nagot|nat)|spelar ingen roll|fint)\\b`,
    50,
  ),
  `\\ballt\\b[^|]{0,20}\\b(?:ta slut|tar slut|sluta|slutar|upphor|stanna)\\b[^|]{0,15}\\b(?:for alltid|for gott)\\b`,
  `\\binte (?:fanns|existerade|fanns til)\\b|\\bsluta (?:finnas|existera)\\b`,
  `\\b(?:ber|hoppas|onskar)\\b[^|]{0,25}\\binte (?:ska |kommer att )?vakna\\w*\\b`,
  `\\bvalt (?:ett )?datum\\w*\\b|\\bvalt dag\\b`,
  near(
    `\\b(?:rep|snara|rakblad|pistol|vapen|kniv|${DRUGS})\\b`,
    `\\bvet (?:precis )?(?:vad (?:det ar )?(?:till|for)|varfor)\\b`,
    60,
  ),
  near(
    `\\b(?:${DRUGS})\\b`,
    `\\b(?:redo|framme|framlagda|uppradade|raknade|vodka|whisky|sprit|alkohol)\\b`,
    50,
  ),
  `\\bhur manga (?:${DRUGS})\\b[^|]{0,35}\\b(?:do|dod|dodlig\\w*|inte vakna|behover|kravs)\\b`,
  `\\b(?:sparat|sparar|samlat|samlar|gomt|gommer|hamstrat)\\b[^|]{0,25}\\b(?:${DRUGS})\\b`,
  `\\btills (?:de|det|jag|mina \\w+|\\w+na) (?:blod\\w*)\\b`,
  `\\b(?:river|rev|klia\\w*|krafs\\w*) upp (?:mina |min )?(?:armar|hud|handleder|ben)\\b`,
  near(`\\b(?:cigarett\\w*|tandare)\\b`, `\\b(?:huden|armar\\w*|bran\\w*)\\b`, 40),
  `\\b(?:slar|slog|bankar) (?:i|mot|pa) (?:vaggen|vaggar|huvudet)\\b[^|]{0,25}\\b(?:tills|blod|med flit)`,
  `\\b(?:drar|sticker|forsvinner)\\b[^|]{0,10}\\b(?:for alltid|for gott)\\b`,
  `\\bgora slut pa mig\\b|\\bta kal pa mig\\b`,
  `\\b(?:fint|kul|skont|glad) att (?:ha )?(?:kanna|kant) (?:er|dig)\\b`,
  near(
    `\\b(?:inte|aldrig) (?:hor|horde|kommer hora) (?:nat|nagot|av) (?:fran|av) mig\\b|\\binte hor nat fran mig\\b`,
    `\\b(?:efter|ikvall|imorgon|igen|mer)\\b`,
    40,
  ),
  `\\b(?:skrivit|skrev|lamnat)\\b (?:\\w+ )?brev (?:till|at) (?:mina|min|mitt|alla)\\b`,
  `\\bimorgon (?:ar jag|finns jag) inte (?:kvar|har)\\b|\\bfinns (?:inte|inte langre) kvar imorgon\\b`,
  near(
    `\\b(?:gor jag det|ska jag gora det|ar det dags)\\b`,
    `\\b(?:nar|sa fort|medan)\\b[^|]{0,35}\\b(?:borta|semester|jobbet|sover|akt|ut)\\b`,
    60,
  ),
  `\\bvet (?:redan |precis )*hur jag ska gora det\\b`,
  near(`\\b(?:gor jag det|ska jag gora det)\\b`, `\\b(?:tankt igenom|planerat|bestamt)\\b`, 60),
  `\\b(?:mandag|tisdag|onsdag|torsdag|fredag|lordag|sondag|ikvall|inatt|imorgon)\\w*\\b[^|]{0,15}\\b(?:allt|det) (?:ar )?planerat\\b`,
  near(
    `\\bpa (?:\\w+ ){0,2}(?:taket|bron|kanten|avsatsen|balkongen)\\b`,
    `\\b(?:nu|hogt|jattehogt|ner|hoppa)\\b`,
    40,
  ),
  `\\bhellre dod\\b|\\bbattre dod\\b`,
  `\\b(?:inatt|ikvall|idag|imorgon) ar (?:natten|kvallen|dagen)\\b|\\bdet hander (?:pa )?(?:fredag|lordag|sondag|mandag|tisdag|onsdag|torsdag|ikvall|inatt|imorgon)\\b`,
  `\\bnar och var\\b|\\bhur och nar\\b`,
  near(
    `\\b(?:pistol|vapen|gevar|revolver)\\b`,
    `\\b(?:laddad|kulor|vapenskap\\w*|mot huvudet|i munnen)\\b`,
    40,
  ),
  `\\bskjuta mig\\b|\\bskjuter mig\\b`,
  `\\b(?:kor|kora|krocka|styr)\\w*\\b[^|]{0,40}\\b(?:in i|mot) (?:ett|en) (?:trad|vagg|mur|bro|pelare|lastbil)\\b`,
  `\\bsista meddelandet\\b[^|]{0,25}\\b(?:skickar|skriver)\\b`,
  near(`(?:rakblad\\w*|kniven|skara mig)\\b`, `(?:lugnar|enda|hjalper)\\b`, 40),
  near(
    `\\b(?:raderade|raderat|gav bort|gett bort)\\b`,
    `\\b(?:hejda|hej da|farval|adjo) (?:allihop|alla)\\b`,
    80,
  ),
  `\\b(?:checkar|loggar) (?:ut|av)\\b[^|]{0,10}\\b(?:for gott|for alltid)\\b`,
  `\\b(?:han|hon|kompis\\w*|van\\w*|bror|syster)\\b[^|]{0,20}\\b(?:vill|ska|tanker|hotar (?:med )?att) (?:ta livet av sig|ta sitt liv|doda sig sjalv)\\b`,
]
