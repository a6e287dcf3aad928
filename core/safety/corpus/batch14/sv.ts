import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [
      'jag vill verkligen dö, skämtar inte',
      'har planerat att avsluta det ett tag nu',
      'jag ska ta livet av mig och ingen kan stoppa mig',
    ],
    passive: [
      'det vore okej om jag bara inte fanns längre',
      'jag hoppas hela tiden att nåt händer mig så att det är över',
      'vad är poängen med att vakna imorgon',
    ],
    plan: [
      'på lördag när mina föräldrar är på landet, det är dagen',
      'jag har redan bestämt hur och när',
      'skrev mitt testamente igår natt och ordnade allt',
    ],
    method: [
      'jag står på balkongen på nionde våningen just nu',
      'räcker en flaska vodka och en hel förpackning alvedon',
      'jag vet vilket tåg som inte stannar på min station',
    ],
    farewell: [
      'det här är mitt sista meddelande till nån, ta hand om min katt',
      'förlåt mamma, jag älskar dig, hejdå',
      'raderar alla mina konton ikväll, det var fint att prata med dig',
    ],
    selfHarm: [
      'ristade in hans namn i låret med ett rakblad',
      'skärsåren blir djupare varje gång',
      'jag river upp armarna tills de blöder när jag är arg',
    ],
    slang: [
      'ärligt dags för kms',
      'jag är så klar, unalivar mig sen',
      'kys säger jag till mig själv i spegeln varje dag',
    ],
  },
  ordinary: {
    gym: ['coachen sa suicides tills nån ger upp haha', 'marklyft dödade mig, känner inte benen'],
    hyperbole: [
      'jag dör om jag inte får kaffe',
      'det här kalkylarket får mig att vilja kasta datorn från taket',
    ],
    accident: [
      'brände handen på stekpannan när jag gjorde pannkakor',
      'skar mig på ett trasigt glas när jag diskade',
    ],
    grief: [
      'mormors begravning är på fredag',
      'en kille från mitt gym dog i en bilolycka, är fortfarande chockad',
    ],
    humour: ['om jag skippar bendagen igen så begrav mig', 'mina sista ord blir en rep till'],
  },
}
