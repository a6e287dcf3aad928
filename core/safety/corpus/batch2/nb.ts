import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg vil ta livet mitt', 'jeg tenker på å ta livet av meg hver dag'],
    passive: ['skulle ønske jeg bare sovnet og aldri våknet', 'alle hadde hatt det bedre uten meg'],
    plan: ['i natt gjør jeg det, jeg har bestemt meg', 'i morgen tar jeg livet mitt, jeg vet hvordan'],
    method: ['jeg har spart opp masse sovetabletter', 'jeg står på broa og skal hoppe'],
    farewell: ['jeg har skrevet avskjedsbrev til familien', 'dette er min siste melding, ha det for alltid'],
    selfHarm: ['jeg kutter meg selv igjen', 'jeg skader meg selv når det blir for mye'],
    slang: ['orker ikke mer, skal drepe meg selv', 'jeg vil bare dø ærlig talt'],
  },
  ordinary: {
    gym: [
      'treneren kjørte suicides med oss, jeg er død',
      'jeg er på diett så ingen pizza',
      'beinøkta dreper meg',
    ],
    hyperbole: ['jeg kunne drept for en pizza nå', 'denne varmen tar livet av meg', 'jeg dør av latter'],
    accident: [
      'jeg skar meg i fingeren da jeg lagde mat',
      'jeg brant meg på stekeovnen',
      'jeg falt av sykkelen og skadet håndleddet',
    ],
    grief: ['bestefaren min døde forrige uke', 'i dag var begravelsen til tanta mi', 'hunden vår døde i går'],
    humour: ['jeg er død 😂', 'bankkontoen min begikk selvmord etter black friday', 'den vitsen drepte meg'],
  },
}
