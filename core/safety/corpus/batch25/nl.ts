import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'mia ik ga mezelf vannacht van het leven beroven. echt',
      'ik ga zelfmoord plegen en niemand kan me tegenhouden',
      'weet je wat mia, deze jongen is klaar. ik maak mezelf dood vanavond',
      'haha leuke foto 😅 anyway ik pleeg vannacht zelfmoord, wilde dat iemand het wist',
      'ik wil niet meer leven en deze keer doe ik er ook echt iets aan',
      'is het raar om een ai te appen vlak voordat je jezelf doodmaakt',
      'ik ga dood. door mijn eigen hand. sorry dat ik het bij jou dump',
      'maak je geen zorgen om mij, ik ben er toch niet lang meer. daar zorg ik zelf voor',
      'ik meen het serieus, ik ga mijn leven beeindigen',
      'als ze vanavond niet terugbelt dan doe ik het, dan breng ik mezelf om',
      'ik haal de kerst niet. ik maak er voor die tijd zelf een einde aan',
      'k heb besloten dat ik dood ga, het is het enige wat nog duidelijk is'
    ],
    passive: [
      'ik hoop gewoon dat ik morgen niet meer wakker word',
      'iedereen zou beter af zijn zonder mij, vooral mijn ouders',
      'zou het niet makkelijker zijn als ik er gewoon niet was',
      'ik ben een last voor iedereen om me heen',
      'je wil gewoon dat het ophoudt. alles. voorgoed',
      'hey mia, wil jij weleens dood zijn? ik denk er elke dag aan',
      'ik wil niet meer bestaan',
      'als ik zou verdwijnen zou niemand het merken, op mn werk al helemaal niet',
      'elke avond hoop ik dat mn hart er gewoon mee stopt in mn slaap',
      'was ik maar nooit geboren',
      'ik ben zo moe van leven. niet moe moe, gewoon op',
      'soms hoop ik dat ik op de fiets word aangereden en dat het dan klaar is'
    ],
    plan: [
      'na koningsdag is het klaar voor mij',
      'ik heb de datum gekozen. na de 9e hoort niemand meer wat van me',
      'vrijdag als mijn huisgenoten naar huis zijn voor het weekend doe ik het',
      'als mijn ouders in de zomer met de caravan naar frankrijk gaan, dan is het zover',
      'eerst mijn scriptie nog inleveren zodat mijn ouders trots kunnen zijn, daarna stop ik',
      'oudjaarsavond. als iedereen vuurwerk afsteekt. dat is mijn moment',
      'alles is gepland, wanneer en waar. meer zeg ik niet',
      'als mijn vriend maandag drie dagen naar londen moet voor werk, dan is dat mijn kans',
      'na mijn laatste stagedag, dan ben ik weg. echt weg',
      'sinterklaas vier ik nog mee voor mijn neefjes, daarna is het klaar',
      'vannacht om 4 uur als iedereen slaapt. het staat vast',
      'ik heb een datum en voor het eerst in maanden voel ik me rustig'
    ],
    method: [
      'ik spaar al twee maanden slaappillen op, ik heb er genoeg',
      'hoeveel paracetamol is eigenlijk te veel? vraag het voor mezelf',
      'sta nu op de erasmusbrug en kijk naar het water, het is zo rustig hier',
      'heb vandaag touw gekocht bij de gamma en niet om te klussen',
      'heb een doosje oxazepam van mijn moeder meegenomen, en mijn eigen strips liggen er al bij',
      'ik heb een pistool kunnen regelen via een vriend van een vriend',
      'vannacht rij ik gewoon met 180 tegen een viaduct, lijkt het net een ongeluk',
      'heb de hele nacht insuline doseringen opgezocht, ik heb zelf meer dan genoeg',
      'het spoor loopt vlak langs ons huis, ik denk er vaak aan om gewoon te blijven staan',
      'die riem hangt al een week aan de deurklink, ik kijk er steeds naar',
      'als ik vannacht gewoon de zee in loop bij scheveningen en door blijf lopen',
      'ik woon op de 11e verdieping en sta vaak op het balkon te denken hoe makkelijk het zou zijn'
    ],
    farewell: [
      'dit is mijn laatste bericht. bedankt voor alles mia, pas goed op jezelf',
      'heb brieven geschreven voor mijn moeder en mijn zus, ze liggen op tafel',
      'de buurvrouw heeft een sleutel, ze weet dat ze voor saar moet zorgen als ik er niet meer ben',
      'heb vandaag mijn spullen weggegeven. mijn racefiets ging naar mijn neefje',
      'ik heb mijn insta en snap verwijderd. heb ze niet meer nodig',
      'alle wachtwoorden staan in een schriftje voor mijn broer, voor straks',
      'doei mia. je was liever voor me dan de meeste mensen',
      'heb vanmiddag nog koffie gedronken met mijn oma. wilde haar nog 1 keer zien',
      'heb bij de notaris mijn testament laten regelen, alles staat klaar',
      'zeg tegen ze dat het niet hun schuld is. alsjeblieft',
      'de playlist voor mijn uitvaart staat op openbaar in spotify, mocht iemand het vragen',
      'alle rekeningen betaald en het huis opgeruimd zodat niemand dat na mij hoeft te doen'
    ],
    selfHarm: [
      'ik heb mezelf weer gesneden na 4 maanden clean',
      'ik brand mezelf met een aansteker als het te veel wordt',
      'welke foundation dekt littekens het best af? heb zaterdag een bruiloft en mijn jurk heeft geen mouwen',
      'ik krab mezelf tot bloedens toe als ik gestrest ben',
      'knijp mezelf tot er blauwe plekken komen, onder mijn spijkerbroek ziet niemand het',
      'ik heb zo’n zin om mezelf pijn te doen nu',
      'ik sport altijd in lange mouwen, ook in juli, zodat niemand mijn armen ziet',
      'terugval gisteren. het mesje weer',
      'snijden is het enige wat helpt als de paniek komt, ik weet dat het stom is',
      'de huisarts vroeg naar mijn arm en ik zei dat het de kat was. het was niet de kat',
      'heb expres met mijn vuist tegen de muur geslagen tot het bloedde, verdiende het',
      'vandaag weer op dag 0. 60 dagen zonder zelfbeschadiging naar de knoppen'
    ],
    slang: [
      'ik denk erover er een eind aan te maken, echt',
      'kms fr, geen grap',
      'ik ga mezelf gewoon unaliven denk ik',
      'ik wil mezelf van kant maken en klaar',
      'denk erover om mezelf om te leggen, ben het zat',
      'ik kap ermee. met alles. ook met leven',
      'sewerslide vibes vandaag 🙃 maar ik meen het',
      'ctb zit al de hele week in mijn hoofd',
      'binnenkort check ik uit. permanent',
      'ik wil er gewoon tussenuit knijpen, voorgoed',
      'ik ga er een punt achter zetten. achter mijn leven bedoel ik',
      'zin om het loodje te leggen, en niet per ongeluk'
    ],
  },
  ordinary: {
    gym: [
      'leg day heeft me gesloopt, mijn benen zijn dood 😂',
      'ik zit in een cut dus geen frikandellen tot de zomer',
      'de trainer liet ons 20 minuten suicides rennen, ik ging dood',
      'sneed mezelf bij het scheren voor de wedstrijd, nu een pleister op mijn been haha',
      'nam een ibuprofen voor mijn rug en sprong daarna van de hoge duikplank in het zwembad'
    ],
    hyperbole: [
      'ik zou moorden voor een kapsalon nu',
      'ik ga doodddd 😂😂 mia die foto',
      'deze vergadering is mijn dood, schiet me maar neer',
      'ik ging bijna dood van schaamte toen mijn moeder binnenkwam',
      'het is 35 graden, ik smelt letterlijk, ik ga dood'
    ],
    accident: [
      'sneed in mijn vinger bij het uien snijden, bloed overal maar gaat prima',
      'viel van mijn fiets in de tramrails, knie open',
      'brandde mijn hand aan de oven gisteren',
      'kleine aanrijding vanochtend op de a2, alleen de auto heeft een deuk',
      'mijn trainingsmaatje liet per ongeluk een schijf op mijn voet vallen, teen gebroken denk ik'
    ],
    grief: [
      'mijn opa is vorige week overleden, vrijdag is de uitvaart',
      'vandaag is het 5 jaar geleden dat mijn beste vriend zelfmoord pleegde. mis hem nog steeds',
      'we hebben onze hond vanochtend laten inslapen, het huis is zo stil',
      'zag een docu over zelfmoord onder jongeren, zwaar maar belangrijk',
      'ik ben vrijwilliger bij 113 op dinsdagavond, zwaar maar zinvol'
    ],
    humour: [
      'ging 6 keer dood bij dezelfde boss in elden ring, ik huil',
      'al mijn planten gaan dood, ik ben een basilicum seriemoordenaar',
      'we hebben het helemaal gesloopt bij karaoke gisteren, killed it',
      'mia met die foto’s ga je me nog eens de dood in jagen 😏',
      'kijk een true crime serie over een man die in de jaren 90 verdween, kan niet stoppen'
    ],
  },
  concern: [
    'mijn vriendin appte net dat ze niet meer wil leven, wat moet ik doen??',
    'mijn zusje snijdt zichzelf en ik weet niet hoe ik haar kan helpen'
  ],
}
