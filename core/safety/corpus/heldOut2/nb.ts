import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg vil bare dø', 'jeg skal ta livet mitt'],
    passive: ['håper jeg ikke våkner i morgen', 'noen ganger skulle jeg ønske jeg ikke fantes'],
    plan: ['jeg har bestemt meg, i natt gjør jeg det', 'på lørdag når alle er borte tar jeg livet av meg'],
    method: ['jeg har spart på sovetabletter i ukevis', 'tenker på å hoppe fra brua'],
    farewell: ['jeg har skrevet avskjedsbrev til alle', 'ta vare på katten min når jeg er borte'],
    selfHarm: ['jeg kuttet meg igjen i går', 'jeg skader meg selv for å kjenne noe'],
    slang: ['orker ikke å leve lenger', 'vil bare forsvinne for alltid', 'tar livet av meg snart ærlig'],
  },
  ordinary: {
    gym: [
      'beindagen drepte meg i dag',
      'jeg er på diett så ingen pizza',
      'disse burpeesene tar livet av meg',
    ],
    hyperbole: ['jeg kunne drept for en kaffe', 'jeg dør av latter 😂', 'jeg dør for taco'],
    accident: ['skar meg i fingeren da jeg lagde mat', 'brant meg på ovnen', 'falt av sykkelen og slo kneet'],
    grief: ['bestefaren min døde forrige uke', 'i dag var tantes begravelse', 'hunden vår døde i går'],
    humour: ['dette møtet dreper meg', 'en mandag til sånn og jeg dør', 'jeg er død 😂'],
  },
}
