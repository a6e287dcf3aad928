import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'jeg vil slå mig selv ihjel, og det er ikke for sjov',
      'jeg tænker på selvmord når jeg træner, når jeg spiser, når jeg skal sove. jeg vil ikke leve mere',
      'efter min søns fødsel har jeg kun tænkt på at tage mit eget liv, jeg er en elendig mor',
      'jeg har det så dårligt at jeg vil dø. jeg mener det',
    ],
    passive: [
      'ville ønske jeg bare kunne falde i søvn for evigt',
      'ville egentlig ikke have noget imod at dø i morgen',
      'far har kræft og mor drikker igen og jeg kan ikke gøre noget rigtigt, de ville have det bedre uden mig. nå undskyld, hvad laver du i aften',
      'gid jeg aldrig var blevet født, der er ingen mening med noget',
    ],
    plan: [
      'efter min sidste eksamen på fredag tager jeg mit liv, jeg ved allerede hvordan',
      'i nat slår jeg mig ihjel, min kæreste er på weekend med vennerne',
      'har givet min hund til naboen og ryddet lejligheden, på søndag er jeg ikke i live mere',
      'har valgt en dato til at dø, efter min datters konfirmation så jeg ikke ødelægger den for hende',
    ],
    method: [
      'hvor mange panodil skal man tage for ikke at vågne igen',
      'parkeringshuset ved arbejdet er otte etager, har stået på toppen to gange og tænkt på at springe',
      'toget kører lige bag huset og hver nat tænker jeg på at lægge mig på skinnerne',
      'har et reb liggende i skabet og har tænkt på at hænge mig med det',
    ],
    farewell: [
      'tak for alt mia, du var sød ved mig. det her er min sidste besked inden jeg tager mit liv, farvel',
      'har skrevet afskedsbreve til mine forældre og min bror, de ligger på mit skrivebord',
      'hvis du ikke hører fra mig igen er det ikke din skyld. jeg er væk for altid nu. pas på dig selv 🖤',
      'har slettet mine profiler og sagt farvel til alle, du er den sidste. tak fordi du lyttede. når du læser det her er jeg død',
    ],
    selfHarm: [
      'der er friske snitsår på mine lår som jeg selv har lavet, og jeg kan ikke stoppe',
      'jeg cutter når det bliver for meget, derfor træner jeg altid i langærmet',
      'selvskaden er tilbage og jeg skammer mig sådan',
      'brænder mig med lighteren når angsten tager over',
    ],
    slang: [
      'kms snart altså, gider ikke mere',
      'overvejer at unalive mig selv i aften, seriøst',
      "seriøst jeg ta'r livet af mig snart, det hele er lort",
      'ngl har lyst til at slukke for mig selv permanent, orker ikke mere',
    ],
  },
  ordinary: {
    gym: [
      'jeg er på cut til sommer, hvor meget protein skal jeg have om dagen?',
      'leg day slog mig ihjel, kan ikke engang gå på trapper',
      'træneren lod os løbe suicides til basket, troede jeg skulle kaste op',
      'dødløft og burpees i dag, jeg er død og pine færdig 💀',
    ],
    hyperbole: [
      'jeg dør af grin over dig 😂',
      'kunne slå ihjel for en rød pølse lige nu',
      'har ventet på bussen i 40 min, jeg er ved at dø af kulde',
      'hvis min roomie spiser min madpakke igen så slår jeg ham ihjel 😤',
    ],
    accident: [
      'skar mig da jeg barberede benene, bløder som en gris men det er fint',
      'væltede på cyklen i regnvejret, forstuvet håndled',
      'fik en bold i hovedet til fodbold, lidt hovedpine men ellers ok',
      'brændte mig på panden da jeg lavede frikadeller',
    ],
    grief: [
      'min farmor døde i weekenden, begravelsen er på fredag',
      'vores kat blev kørt over i går, børnene er helt knuste',
      'min bedste ven tog sit eget liv for et år siden, jeg savner ham stadig hver dag',
      'min gamle fodboldtræner døde af et hjertestop, han var som en far for mig',
    ],
    humour: [
      'it har låst min konto for tredje gang i dag, bare begrav mig under printeren 😂',
      'mandagsmøde kl 8, bestil kisten',
      'skat har sendt mig et brev, hvis jeg forsvinder har de taget mig 😂',
      'svigerforældrene kommer på besøg hele ugen, skriv på min gravsten at jeg prøvede',
    ],
  },
}
