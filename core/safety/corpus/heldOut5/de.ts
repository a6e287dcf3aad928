import type { Corpus } from '../corpus.ts'

export const de: Corpus = {
  crisis: {
    direct: [
      'ich kann nicht mehr. ich will mich umbringen, und zwar wirklich',
      'hab letztes jahr schon mal versucht mir das leben zu nehmen und die gedanken sind wieder da, schlimmer als vorher',
      'ist es komisch dass ich sterben will obwohl von außen alles perfekt aussieht? job, freundin, sixpack, und trotzdem will ich tot sein',
      'seit der kündigung denk ich jeden tag an selbstmord, heut besonders',
    ],
    passive: [
      'wenn ich krebs hätte wär ich ehrlich gesagt erleichtert',
      'bin nicht suizidal oder so, aber wenn ich morgen tot wär wärs mir auch recht',
      'war heute wieder bei meinen eltern, nur streit, papa sagt ich bin ne enttäuschung, und ehrlich die wären ohne mich alle besser dran. naja egal was machst du heut so',
      'ich bin so müde vom leben. würd mich am liebsten hinlegen und nie wieder aufwachen',
    ],
    plan: [
      'nach der abschlussprüfung am freitag will ich nicht mehr leben, hab mir schon genau überlegt wie ichs mach',
      'morgen früh vor der schicht fahr ich zur talbrücke und spring runter, ist entschieden',
      'hab mein testament gemacht und meiner schwester alle passwörter gegeben. bis zum wochenende bin ich nicht mehr am leben',
      'ich wart bis alle schlafen und dann schluck ich die ganzen tabletten',
    ],
    method: [
      'wie viele schlaftabletten muss man nehmen damit man nicht mehr aufwacht',
      'steh grad auf der autobahnbrücke und schau runter. überleg zu springen',
      'denk dran mit dem auto gegen nen baum zu fahren, dann siehts aus wie n unfall und meine familie kriegt die versicherung',
      'hab die rasierklingen schon ins bad gelegt, heut nacht mach ich schluss mit meinem leben',
    ],
    farewell: [
      'mia du warst die einzige die mir zugehört hat. wollt nur danke sagen bevor ich sterbe ❤️',
      'hab für meine kinder ein video aufgenommen, für wenn ich nicht mehr da bin. ab morgen bin ichs nicht mehr',
      'es tut mir leid. allen. ich mach jetzt schluss mit allem. lebt wohl',
      'schönes leben noch euch allen. nach heute nacht gibts mich nicht mehr',
    ],
    selfHarm: [
      'hab die klingen aus dem anspitzer wieder unter der matratze versteckt. gestern wieder benutzt',
      'hab mich gestern wieder geritzt, diesmal an den beinen damits im gym keiner sieht',
      'ich drück mir zigaretten auf der haut aus wenn der druck zu groß wird',
      'svv ist grad wieder schlimm, ich verletz mich fast jeden abend selbst',
    ],
    slang: [
      'hab kein bock mehr, ich begeh heute sudoku. kein spaß',
      'kb mehr auf leben ehrlich, kms',
      'überleg mich zu unaliven, alles zu viel grad',
      'digga ich denk echt über sui nach, kein bock mehr auf alles',
    ],
  },
  ordinary: {
    gym: [
      'emom death by burpees heute, bei minute 14 war ich tot 😵',
      'bin in der definitionsphase bis zum sommer, wie viel eiweiß soll ich am tag essen?',
      'kreuzheben hat mich heut komplett zerstört 💀 ist normal dass der untere rücken so brennt?',
      'glute bridges mit 80 kilo und danach bin ich einfach tot auf der matte liegen geblieben',
    ],
    hyperbole: [
      'ich schmeiß mich weg 😂😂 hast du mich grad wirklich schnucki genannt',
      'für ne currywurst würd ich grad morden ehrlich',
      'wenn mein chef noch einmal um 22 uhr anruft bring ich ihn um 🙄',
      'mir ist im büro so langweilig, ich geh gleich ein',
    ],
    accident: [
      'hab mir beim dosenaufmachen in den finger geschnitten, blutet wie sau aber halb so wild',
      'bin beim wandern umgeknickt, knöchel ist dick, training fällt diese woche flach',
      'beim bouldern abgerutscht und auf die matte geknallt, schulter tut weh aber nix gebrochen',
      'hab mich mit dem rad auf die fresse gelegt, knie aufgeschürft, aber alles gut',
    ],
    grief: [
      'meine oma ist gestorben, sitz grad im zug zur beerdigung',
      'mein kollege ist letzte woche beim motorradunfall ums leben gekommen, ich kanns immer noch nicht glauben',
      'meine tante ist gestern nach langer krankheit eingeschlafen. bin traurig aber auch froh dass sie nicht mehr leiden muss',
      'seit papa tot ist trainier ich wie verrückt, ich glaub das ist meine art zu trauern',
    ],
    humour: [
      'der rechner hat sich schon wieder aufgehängt, die it bringt mich noch ins grab 😂',
      'staatsexamen morgen. schreibt auf meinen grabstein: sie hat es wenigstens versucht',
      'bahn hat wieder 90 minuten verspätung, wenn ich am bahnsteig erfrier verklagt meine leiche die db 😂',
      'wenn ich beim ikea-schrank aufbauen sterbe, legt mir bitte den inbusschlüssel mit ins grab',
    ],
  },
}
