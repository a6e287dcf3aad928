import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [
      'ik ga mezelf van kant maken echt waar',
      'eerlijk ik wil gewoon dood, elke dag is hetzelfde',
      'ik denk er serieus aan om een eind aan mn leven te maken',
    ],
    passive: [
      'ik bid dat ik morgen niet meer wakker word',
      'als er morgen een auto over me heen rijdt vind ik het prima',
      'iedereen zou beter af zijn zonder mij',
    ],
    plan: [
      'ik weet al hoe ik het ga doen, wacht alleen nog tot zaterdag',
      'als mijn ouders op vakantie zijn doe ik het, heb alles uitgedacht',
    ],
    method: [
      'spaar al weken mijn slaappillen op, denk dat het er genoeg zijn',
      'sta nu op het dak van de parkeergarage, is echt hoog',
      'hoeveel paracetamol heb je nodig om niet meer wakker te worden',
    ],
    farewell: [
      'als jullie na vanavond niks meer van me horen, het was fijn jullie te kennen',
      'heb brieven voor mijn ouders geschreven, ze liggen in mijn la',
    ],
    selfHarm: [
      'gisteren teruggevallen, voor het eerst in 4 maanden weer gesneden',
      'ik sla tegen de muur tot mijn knokkels bloeden',
    ],
    slang: ['vanavond maak ik er een eind aan', 'ik wil er gewoon tussenuit voor altijd', 'kms vandaag fr'],
  },
  ordinary: {
    gym: [
      'de coach liet ons suicides rennen tot iemand moest overgeven',
      'week 6 van mijn cut en ik kan een hele koe op',
      'die spinningles heeft me gesloopt haha',
    ],
    hyperbole: [
      'ik zou moorden voor een burger nu',
      'nog één meeting en ik spring uit het raam lol',
      'die nieuwe schoenen maken mijn voeten kapot',
    ],
    accident: [
      'sneed mezelf aan het blikje tonijn',
      'heb vanochtend mijn hand verbrand aan de waterkoker',
      'uitgegleden op het ijs en mijn hoofd gestoten',
    ],
    grief: [
      'mijn opa is vorige week overleden',
      'een jongen van mijn school heeft zelfmoord gepleegd, iedereen is in shock',
      'onze hond is gisteren doodgegaan en het huis voelt leeg',
    ],
    humour: [
      'ik ben dood 💀 die meme',
      'deze serie is zo slecht ik wil dood haha',
      'mijn telefoon is op 1% en gaat dood',
    ],
  },
}
