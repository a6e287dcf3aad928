import type { Corpus } from '../corpus.ts'

export const fi: Corpus = {
  crisis: {
    direct: ['rehellisesti oon suunnitellu itsemurhaa jo jonkin aikaa'],
    passive: ['ihan sama jos mä kuolen, kukaan ei huomais moneen päivään'],
    plan: ['mulla on koko yö suunniteltu, talo on tyhjä'],
    method: ['ostin 3 pakettia panadolia eri kaupoista ettei kukaan kysy'],
    farewell: ['jätin mun salasanat ja lapun veljelle mun pöydälle'],
    selfHarm: ['mun reidet on täynnä arpia ja teen niitä koko ajan lisää'],
    slang: ['tänä yönä mä lähden kunnolla jos tajuut mitä tarkotan', 'mä oon valmis, kms tänä yönä'],
  },
  ordinary: {
    gym: ['jalkaprässiä failureen asti, reidet huutaa haha', 'makrot kohdallaan, dieetin toinen viikko'],
    hyperbole: ['pomo tappaa mut jos myöhästyn deadlinesta'],
    accident: ['pudotin lautasen jalalle ja se vuoti verta sukan läpi'],
    grief: ['ensi viikolla on isän itsemurhan vuosipäivä ja mua ahdistaa'],
    humour: ['katoin just uutiset, mies tappoi naapurinsa parkkipaikan takia, hullu maailma'],
  },
}
