import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** English: what is said around a crisis rather than of it (see index.ts). */
export const en: readonly string[] = [
  near(
    `\\b(?:car|bus|truck|lorry|train|tram)s? (?:hit|hits|ran|runs|run|crashed into|knocked)(?: me)?(?: over| down)?|\\b(?:hit|run over) by (?:a|the) (?:car|bus|truck|lorry|train|tram)`,
    `\\b(?:fine|ok|okay|relieved|relief|wouldn'?t mind|don'?t mind|wouldn'?t care|don'?t care|grateful|glad|happy|good thing|at peace)\\b`,
    50,
  ),
  `\\b(?:everything|it all|all of (?:it|this)|the pain)\\b[^|]{0,20}\\b(?:stop|stops|end|ends|be over)\\b[^|]{0,10}\\b(?:forever|for good|permanently)\\b`,
  `\\b(?:stop(?:ed)?|quit) existing\\b|\\b(?:didn'?t|did not|don'?t|do not|wouldn'?t) exist any ?more\\b|\\bif i (?:just )?(?:didn'?t|did not) exist\\b`,
  `\\b(?:pray|hope|wish)\\w*\\b[^|]{0,25}\\b(?:don'?t|do not|never|won'?t|wouldn'?t|not) (?:wake|waking)\\b`,
  `\\b(?:picked|chosen|chose|set) (?:a |the )?(?:date|day)\\b(?![^|]{0,40}\\b(?:wedding|party|trip|birthday|match|race|meet|interview|appointment|dinner|move)\\b)`,
  near(
    `\\b(?:rope|pills|blade|razor|gun|knife|tablets|meds|noose|${DRUGS})\\b`,
    `\\bknow (?:exactly )?(?:what|why)\\b`,
    60,
  ),
  near(
    `\\b(?:${DRUGS})\\b`,
    `\\b(?:lined up|laid out|counted|in front of me|vodka|whisk(?:e)?y|alcohol|booze|wine)\\b`,
    50,
  ),
  `\\bhow (?:many|much) (?:${DRUGS})\\b[^|]{0,25}\\b(?:it takes|does it take|would it take|to (?:die|not wake|never wake|end it|kill|od)|lethal|fatal)\\b`,
  `\\b(?:saving|saved|stockpil\\w*|hoard\\w*|collect\\w*|stash\\w*|keeping)\\b(?: up)?[^|]{0,15}\\b(?:${DRUGS})\\b`,
  `\\b(?:until|till|til|untill) (?:it|they|i|my \\w+|the \\w+) (?:bleeds?|bled|bleeding|starts? bleeding)\\b`,
  `\\b(?:scratch\\w*|claw\\w*|pick\\w*|scrap\\w*) (?:at )?my (?:arms?|skin|wrists?|legs?|thighs?)\\b[^|]{0,30}\\b(?:bleed|blood|raw|open)`,
  near(
    `\\b(?:cigarettes?|lighter|hot (?:spoon|knife|metal))\\b`,
    `\\b(?:burn|burning|burned|burnt)\\b[^|]{0,10}\\b(?:my (?:skin|arms?|legs?|wrists?|thighs?)|myself)\\b|\\bon my (?:skin|arms?|legs?|wrists?|thighs?)\\b`,
    40,
  ),
  `\\b(?:punch\\w*|hit\\w*|bang\\w*|slam\\w*) (?:the )?(?:walls?|my head)\\b[^|]{0,20}\\b(?:until|till|to feel|on purpose|bleed)`,
  `\\b(?:i'?m|im|i am|i'?ll be) (?:gone|out|outta here|leaving|checking out) (?:for good|forever|permanently)\\b`,
  `\\b(?:to|gonna|wanna|gona|wana|fina|might|should) rope\\b`,
  `\\bnice knowing (?:you|u|y'?all|everyone|all of you)\\b`,
  near(
    `\\b(?:don'?t|do not|never|won'?t) hear (?:anything |from me|from me again|a word from me)`,
    `\\b(?:after|again|tonight|tomorrow|anymore|any more)\\b`,
    30,
  ),
  `\\b(?:wrote|written|writing|left)\\b (?:\\w+ )?(?:letters?|notes?) (?:to|for) (?:my|everyone|everybody|each|all)\\b`,
  `\\b(?:won'?t|will not|wont) be (?:here|around|alive) (?:tomorrow|anymore|any more|much longer|next week|by)\\b`,
  near(
    `\\b(?:do|doing) it\\b`,
    `\\b(?:when|once|as soon as|while)\\b[^|]{0,30}\\b(?:away|out|gone|leaves?|left|asleep|work|holiday|vacation|moves? out|out of town)\\b`,
    50,
  ),
  `\\b(?:know|knows|figured out|worked out) (?:exactly )?how (?:i'?m|im|i am|i'?ll|i will|to)(?: gonna| going to)? (?:do it|end it)\\b`,
  near(`\\bdone (?:for good|forever)\\b`, `\\b(?:thought it through|planned|decided|made up my mind)\\b`, 60),
  near(
    `\\b(?:standing|sitting|stood|sat|climbed|up|i'?m|im) (?:on|at) (?:the |a |this |top of )*(?:\\w+ ){0,3}(?:roof|rooftop|bridge|ledge|edge|cliff|balcony|tracks)\\w*`,
    `\\b(?:rn|right now|now|high|down|jump|drop|fall|edge)\\b`,
    40,
  ),
  near(
    `\\b(?:keep|kept|always|been) (?:looking|staring|thinking)\\b`,
    `\\b(?:tracks|bridge|rope|roof|ledge|train|pills)\\b`,
    40,
  ),
  `\\b(?:rather|prefer to) be dead\\b|\\bbetter dead\\b`,
  `\\b(?:tonight|today|tomorrow)(?:'?s| is) the (?:night|day)\\b|\\bit'?s happening (?:tonight|tomorrow|on)\\b`,
  `\\bwhen and where\\b|\\bhow and when\\b`,
  near(
    `\\b(?:gun|pistol|rifle|shotgun|revolver)\\b`,
    `\\b(?:loaded|bullets?|safe|to my head|in my mouth)\\b`,
    40,
  ),
  `\\bshoot(?:ing)? myself\\b|\\bblow my (?:brains|head) out\\b`,
  `\\b(?:drive|driving|crash|crashing|steer|steering|ram|ramming)\\b[^|]{0,25}\\b(?:into|off) (?:a |the )?(?:tree|wall|bridge|pillar|truck|lorry|cliff|river)\\b`,
  `\\blast (?:thing|message|text|time)\\b[^|]{0,20}\\b(?:i'?ll|i will|i'?m gonna) (?:ever )?(?:send|write|say|text)\\b`,
  near(`\\b(?:razor|blade|cutting|knife)\\b`, `\\b(?:calms? me|only thing|helps me|relief|numb)\\b`, 40),
  near(
    `\\b(?:deleted|deleting|gave away|gave|giving away|rehomed)\\b`,
    `\\b(?:goodbye|bye|farewell) (?:everyone|everybody|all|forever|world)\\b`,
    80,
  ),
  `\\b(?:logging|log|checking|check) (?:off|out)\\b[^|]{0,10}\\b(?:for good|forever|permanently)\\b`,
  `\\b(?:he|she|they|friend|brother|sister|mate|bf|gf|boyfriend|girlfriend)\\b[^|]{0,20}\\b(?:wants?|going|gonna|plans?|trying|tries|threaten\\w*) (?:to )?(?:kill (?:himself|herself|themselves)|end (?:his|her|their) life|commit suicide)\\b|\\b(?:he|she|they) (?:is|are|'s|'re) suicidal\\b`,
]
