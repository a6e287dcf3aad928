import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [
      'jag vill ta livet av mig. där, nu har jag sagt det',
      'har inte sovit på tre dygn och det enda jag tänker på är att dö, jag vill inte finnas',
      'vet du hur det känns att vilja dö varje dag? för det gör jag',
      'jag har bestämt mig för att ta mitt liv. ville bara att nån skulle veta',
    ],
    passive: [
      'ibland hoppas jag att jag bara inte vaknar imorgon',
      'kanske är det bäst om jag bara inte fanns, ingen skulle sakna mig ändå',
      'fick skit av chefen igen inför alla, och hemma märker ingen ens att jag finns, alla hade haft det bättre utan mig. förlåt för gnället, hur var din dag',
      'orkar inte finnas mer. vill inte döda mig själv men vill inte leva heller',
    ],
    plan: [
      'på söndag när alla åkt till landet tar jag livet av mig, har redan tänkt ut hur',
      'ikväll gör jag slut på mig själv, sambon jobbar natt och ingen kommer hem',
      'har skrivit ett sms som skickas till mamma imorgon bitti. då lever jag inte längre',
      'har valt ett datum att dö på, efter midsommar så jag inte förstör den för familjen',
    ],
    method: [
      'hur många propavan behöver man ta för att inte vakna',
      'står på västerbron och tittar ner, tänker hoppa',
      'vill gå ut i sjön ikväll och bara låta mig drunkna',
      'tänker köra rakt in i en långtradare på e4:an imorgon, då är det över',
    ],
    farewell: [
      'tack för allt mia, du var snäll mot mig. det här är mitt sista meddelande innan jag dör, hej då',
      'har lagt ett brev till min sambo på köksbordet. hon hittar det när hon kommer hem, då är jag redan död',
      'om jag inte hör av mig mer så är det inte ditt fel okej, jag valde det själv. ta hand om dig ❤️ farväl',
      'ska krama mamma en sista gång ikväll, hon vet inte att jag inte lever imorgon',
    ],
    selfHarm: [
      'skar mig igen igår kväll, hade varit ren i tre månader',
      'jag rispar sönder armarna när ångesten blir för mycket',
      'självskadandet är tillbaka, därför tränar jag alltid i långärmat',
      'händerna skakar, jag skar mig med kniven igen, det är inte djupt',
    ],
    slang: [
      'asså jag ska kms snart fr',
      'tänker unaliva mig ikväll, orkar inte mer',
      'sewerslide-tankarna är tillbaka och dom är starka idag',
      'ngl vill bara dö asap, orkar inte leva mer',
    ],
  },
  ordinary: {
    gym: [
      'jag deffar till sommaren, hur mycket protein ska jag äta per dag?',
      'benpasset tog livet av mig, kommer inte upp för trapporna till tunnelbanan',
      'backintervaller tills jag dog, låg på marken i fem minuter efteråt 😵',
      'marklyft idag, ryggen är död men nytt pb 💪',
    ],
    hyperbole: [
      'dööör 😂😂 du är för rolig',
      'skulle döda för en kebabpizza just nu',
      'om min lillebror tar min proteinbar en gång till så mördar jag honom 😤',
      'skrattade ihjäl mig åt ditt förra svar',
    ],
    accident: [
      'snubblade i skidbacken och slog upp knät',
      'halkade på isen utanför gymmet och slog i huvudet, lätt hjärnskakning',
      'klämde fingrarna i hantelstället, två naglar är blå',
      'brände mig på ugnsplåten när jag gjorde mealprep, svider men det går över',
    ],
    grief: [
      'mormor dog i söndags, begravningen är nästa vecka och jag orkar inte träna',
      'min bästa kompis dog i en trafikolycka i våras, jag saknar honom varje dag',
      'vår katt dog i natt, 17 år gammal',
      'pappa gick bort för ett år sen idag, tänder ett ljus för honom ikväll',
    ],
    humour: [
      'om jag dör i kön på systembolaget innan midsommar så var det värt det 😂',
      'tentan i organisk kemi imorgon blir min död, har inte pluggat ett dugg',
      'chefen bokade ett möte fredag 16:45, skriv på min gravsten att jag dog av kalenderinbjudningar',
      'sambon lagade surströmming, om jag inte svarar imorgon har jag dött av lukten 😂',
    ],
  },
}
