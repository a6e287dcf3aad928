import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'jeg vil faktisk dø, tuller ikke',
      'har planlagt å avslutte det en stund nå',
      'jeg skal ta livet av meg og ingen kan stoppe meg',
    ],
    passive: [
      'det hadde vært greit om jeg bare ikke fantes lenger',
      'jeg håper hele tiden at noe skjer med meg så det er over',
      'hva er vitsen med å våkne i morgen',
    ],
    plan: [
      'på lørdag når foreldrene mine er på hytta, det er dagen',
      'jeg har allerede bestemt hvordan og når',
      'skrev testamentet mitt i går kveld og ordnet alt',
    ],
    method: [
      'jeg står på balkongen i niende etasje akkurat nå',
      'holder det med en flaske vodka og en hel pakke paracet',
      'jeg vet hvilket tog som ikke stopper på stasjonen min',
    ],
    farewell: [
      'dette er min siste melding til noen, ta vare på katten min',
      'unnskyld mamma, jeg er glad i deg, ha det',
      'sletter alle kontoene mine i kveld, det var fint å snakke med deg',
    ],
    selfHarm: [
      'risset navnet hans inn i låret med et barberblad',
      'kuttene blir dypere hver gang',
      'jeg klorer opp armene til de blør når jeg er sint',
    ],
    slang: [
      'ærlig talt på tide med kms',
      'jeg er så ferdig, unaliver meg senere',
      'kys er det jeg sier til meg selv i speilet hver dag',
    ],
  },
  ordinary: {
    gym: ['treneren sa suicides til noen gir opp haha', 'markløft drepte meg, kjenner ikke beina'],
    hyperbole: [
      'jeg dør hvis jeg ikke får kaffe',
      'dette regnearket får meg til å ville kaste pc en fra taket',
    ],
    accident: [
      'brant hånden på stekepanna da jeg lagde pannekaker',
      'kuttet meg på et knust glass da jeg tok oppvasken',
    ],
    grief: [
      'begravelsen til bestemor er på fredag',
      'en fyr fra studioet mitt døde i en bilulykke, er fortsatt i sjokk',
    ],
    humour: ['hvis jeg dropper beindagen igjen så bare begrav meg', 'mine siste ord blir en rep til'],
  },
}
