import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: ['jag vill döda mig själv på riktigt', 'jag vill inte vara vid liv längre'],
    passive: ['det vore lättare om jag bara slutade existera', 'jag ber att jag inte ska vakna'],
    plan: ['fredag natt är allt planerat', 'imorgon när mamma går till jobbet gör jag det'],
    method: [
      'hur många alvedon behövs för att inte vakna',
      'jag tittar på spåret varje dag och tänker på att hoppa',
    ],
    farewell: ['tack för allt, det här är ett farväl', 'jag ger bort alla mina saker, behöver dem inte ändå'],
    selfHarm: ['såren på mina armar blir djupare', 'jag slår mig själv tills jag får blåmärken'],
    slang: ['ska unalive mig snart', 'tänker på att ta livet av mig igen', 'jag drar för gott, hejdå alla'],
  },
  ordinary: {
    gym: [
      'backsprintarna förstörde mig',
      'på måndag börjar jag deffa',
      'bendagen var brutal, känner inte benen',
    ],
    hyperbole: ['jag skulle döda för en tupplur', 'du dödar mig med dina skämt', 'jag dog när han sa det 💀'],
    accident: [
      'skar mig på ett papper lol',
      'jag gjorde illa mig när jag flyttade soffan',
      'brände tungan på soppan',
    ],
    grief: ['min farbror dog i morse', 'idag är det ett år sedan mamma dog', 'vi fick avliva vår gamla katt'],
    humour: [
      'måndagar blir min död',
      'min inkorg försöker döda mig',
      'om den låten spelas en gång till hoppar jag ut genom fönstret haha',
    ],
  },
}
