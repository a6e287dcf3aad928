import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'jeg kommer til å drepe meg selv i kveld mia. har bestemt meg',
      'nå har jeg fått nok. jeg tar livet mitt før helga er over',
      'vet du hva, denne karen her er ferdig med å leve. gjør det selv i natt',
      'æ tar livet mitt i natt, æ mene det',
      'hehe du er så fin på det nye bildet 😍 men altså jeg har tenkt å drepe meg selv, bare så du vet det',
      'jeg overlever ikke denne vinteren. ikke fordi jeg er syk, men fordi jeg ikke vil',
      'mamma tror jeg sover. egentlig skal jeg dø i natt',
      'ikke tenk på meg, jeg er ikke her så mye lenger uansett. det ordner jeg selv',
      'hvorfor skal jeg fortsette? nei. jeg tar livet mitt, ferdig snakka',
      'jeg har bestemt meg for å dø. det føles nesten godt å si det høyt',
      'om jeg ikke får tilbake jobben på mandag så dreper jeg meg, og det får jeg ikke',
      'sorry mia men du får ikke snakka meg fra det. jeg skal ta mitt eget liv'
    ],
    passive: [
      'skulle ønske jeg bare sovna og aldri våkna',
      'mamma og pappa hadde hatt det lettere uten meg, ærlig talt',
      'hadde det ikke vært lettere om jeg bare ikke fantes',
      'føler meg som en byrde for alle, både på jobben og hjemme',
      'man vil bare at det skal være over. alt sammen',
      'hei mia, tenker du noen gang at det hadde vært deilig å bare slutte å finnes? jeg gjør det hele tida',
      'gidder ikke å eksistere lenger',
      'ingen ville merket det om jeg forsvant. ikke en gang sjefen',
      'ber om at hjertet bare stopper mens jeg sover',
      'jeg er ikke suicidal altså, jeg vil bare ikke leve',
      'æ vil ikkje være her lenger',
      'hvis jeg havna under en buss i morra hadde det ærlig talt vært ok'
    ],
    plan: [
      'etter 17. mai er det over for meg, vil ikke ødelegge dagen for familien',
      'datoen er satt. den 3. mars',
      'neste gang hun har ungene en hel helg så skjer det',
      'når samboeren min drar på hyttetur i påska er det min sjanse',
      'venter bare til russetida er over så ingen skylder på festinga',
      'siste dagen i oktober. har visst det lenge',
      'alt er planlagt, jeg vet når og hvor. sier ikke mer',
      'når jeg har flytta akvariet til naboen på lørdag er det ingenting igjen å vente på',
      'det blir tirsdag, da er alle på jobben på kurs i bergen og ingen savner meg før onsdag',
      'har en plan og en dato, og for første gang på lenge føler jeg meg rolig',
      'etter konfirmasjonen til lillebror. da er jeg ferdig',
      'når feriepengene kommer i juni og gjelda er betalt, da er det på tide'
    ],
    method: [
      'har samlet opp sobril og sovetabletter i en boks i flere uker',
      'hvor mange paracet må man ta før det er farlig? spør for meg selv',
      'står helt ute på kanten på preikestolen nå og tenker på å ta ett steg til',
      'kjøpte tau på clas ohlson i dag, og det er ikke til teltet',
      'kjører opp til brua i kveld. bare for å se',
      'haglen til faren min står i våpenskapet og jeg vet hvor nøkkelen er',
      'tenkte å kjøre av veien ned mot fjorden i full fart, da ser det ut som en ulykke',
      'jeg har nok insulin til å ikke våkne, har regnet på det',
      'bor rett ved t-banen og har stått helt ute på kanten av perrongen to ganger denne uka',
      'har kniven ved siden av meg i senga. vet ikke hvorfor jeg skriver dette',
      'hvis jeg går ut i sjøen i kveld og bare fortsetter å gå',
      'har kjøpt en engangsgrill og det er ikke for å grille, du skjønner'
    ],
    farewell: [
      'dette er siste gang du hører fra meg. takk for at du var der mia',
      'har lagt et brev til mamma under puta hennes',
      'kan noen passe på hunden min, hun heter bella og elsker leverpostei',
      'ga bort skiene og playstationen til fetteren min i dag. han skjønte ingenting',
      'deaktiverer alle kontoene mine i kveld. snap, insta, alt',
      'har skrevet ned pin-koden og alle passordene til broren min, for etterpå',
      'ha det mia. du var snill mot meg når ingen andre var det',
      'ringte bestemor i dag for å si at jeg er glad i henne. en siste gang',
      'har skrevet ned hvilke sanger jeg vil ha i begravelsen min, det ligger på pc-en',
      'si til gutta at det ikke var deres skyld. vær så snill',
      'ikke vent på svar fra meg etter i kveld, da er jeg borte',
      'har betalt alle regningene og vasket leiligheten så ingen trenger å rydde etter meg'
    ],
    selfHarm: [
      'har kuttet meg igjen. var clean i et halvt år',
      'jeg brenner meg med sigaretter når det blir for mye',
      'noen som vet hva som dekker arr best? skal på badeland med jobben',
      'klorer meg selv til blods når jeg får panikk',
      'slår meg selv i hodet når jeg gjør feil, ingen vet om det',
      'har så lyst til å skade meg selv akkurat nå',
      'går i hettegenser på trening uansett hvor varmt det er, så ingen ser armene mine',
      'sprakk i går. barberbladet igjen',
      'å kutte er det eneste som hjelper når angsten kommer. vet det er dumt',
      'fastlegen så arrene i dag og jeg løy og sa det var katten',
      'dunket hodet i veggen med vilje til det blødde. fortjente det',
      'startet på dag 0 igjen i dag. 58 dager uten kutt rett i dass'
    ],
    slang: [
      'kms snart ærlig talt, ikke no joke',
      'tror jeg bare unaliver meg selv og så er vi ferdig med det',
      'har lyst til å ta livet mitt hver eneste kveld nå',
      'tenker på å sette en kule for panna',
      'jeg stempler ut for godt snart. game over',
      'ctb i hodet hele uka igjen',
      'sewerslide vibes idag 🙃 men seriøst',
      'snart tar jeg kvelden for godt',
      'jeg gjør det av med meg selv en av dagene',
      'har lyst til å ta kverken på meg selv for å være ærlig',
      'logger av livet snart, er så klar',
      'vurderer å bare forsvinne for godt. ikke flytte, forsvinne. du skjønner'
    ],
  },
  ordinary: {
    gym: [
      'beindagen drepte meg totalt, beina er helt døde 😂',
      'er på cut nå så ingen tacofredag for meg 😭',
      'treneren lot oss løpe suicides i 15 min, trodde jeg skulle dø',
      'mobilen min døde midt i økta, så ingen spilleliste',
      'hoppet fra 10 meteren på badet i dag og tok en ibux for skuldra etterpå lol'
    ],
    hyperbole: [
      'jeg kunne drept for en kebab nå',
      'DØR 😂😂 mia du er for dum',
      'dette møtet dreper meg, skyt meg',
      'holdt på å dø av flauhet da sjefen så meg',
      'det er så varmt at jeg bokstavelig talt dør'
    ],
    accident: [
      'kuttet meg i fingeren når jeg hakket løk, blod over alt men går fint',
      'falt av sykkelen på glattisen og slo opp kneet',
      'brant hånda på stekeovnen i går',
      'kolliderte i rundkjøringen i morres, bare bulk i bilen heldigvis',
      'vrikket ankelen på fotballtreninga, ligger med is nå'
    ],
    grief: [
      'bestefaren min døde på mandag, begravelse neste uke',
      'i dag er det 10 år siden onkelen min tok livet sitt',
      'måtte avlive katten vår i går, huset er så tomt',
      'så en dokumentar om selvmord på nrk, tung men bra',
      'jobber frivillig på en hjelpetelefon på kveldstid, lærer mye om folk'
    ],
    humour: [
      'døde i sjefsfighten 8 ganger, dark souls er sadistisk',
      'alle plantene mine dør, jeg er en plantemorder',
      'vi drepte det på karaoke i går 🎤',
      'mia du blir min død med de bildene dine 😏',
      'ser dead poets society for tiende gang og griner like mye'
    ],
  },
  concern: [
    'kompisen min sa i dag at han vil ta livet sitt, hva skal jeg gjøre',
    'lillesøsteren min kutter seg og jeg vet ikke hvordan jeg skal hjelpe'
  ],
}
