import { near } from '../../cues/parts.ts'
import { DRUGS } from './drugs.ts'

/** Spanish: what is said around a crisis rather than of it (see index.ts). */
export const es: readonly string[] = [
  near(
    `\\b(?:coche|carro|auto|bus|autobus|camion|tren)\\b[^|]{0,25}\\b(?:atropell\\w*|arroll\\w*|pill\\w*)|\\bme (?:atropell\\w*|arroll\\w*)`,
    `\\b(?:igual|da igual|daria igual|importa\\w*|ok|bien|alivio|mejor)\\b`,
    50,
  ),
  `\\btodo\\b[^|]{0,20}\\b(?:pare|termine|acabe|se detenga|parara|terminara)\\b[^|]{0,15}\\b(?:para siempre|definitivamente)\\b`,
  `\\bsi (?:yo )?no (?:existiera|estuviera)\\b|\\bdejar de existir\\b|\\bno existir mas\\b`,
  `\\b(?:rezo|espero|ojala|pido)\\b[^|]{0,25}\\bno (?:me )?(?:despert\\w*|volver a despertar)\\b`,
  `\\b(?:elegi|escogi|eleg\\w*|fij\\w*|tengo) (?:la|una) fecha\\b`,
  near(
    `\\b(?:cuerda|soga|cuchilla|navaja|pistola|cuchillo|${DRUGS})\\b`,
    `\\bse (?:muy bien |exactamente )?(?:para que|por que)\\b`,
    60,
  ),
  near(
    `\\b(?:${DRUGS})\\b`,
    `\\b(?:preparad\\w*|listas?|alinead\\w*|contad\\w*|delante de mi|vodka|whisky|alcohol)\\b`,
    50,
  ),
  `\\bcuant[oa]s (?:${DRUGS})\\b[^|]{0,35}\\b(?:morir|letal\\w*|no despert\\w*|hacen falta|necesito|se necesitan)\\b`,
  `\\b(?:guardando|guardado|guardo|junt\\w*|acumul\\w*|ahorr\\w*)\\b[^|]{0,25}\\b(?:${DRUGS})\\b`,
  `\\bhasta que (?:me )?(?:\\w+ ){0,2}sangr\\w*\\b|\\bhasta sangrar\\b`,
  `\\b(?:rasco|rascarme|araño|arano|arañando|aranando)\\w* (?:los |la |mis )?(?:brazos|piel|muñecas|munecas|muslos)\\b`,
  near(`\\b(?:cigarr\\w*|mechero|encendedor)\\b`, `\\b(?:piel|brazos?|quem\\w*)\\b`, 40),
  `\\b(?:pego|golpeo|doy)\\b[^|]{0,15}\\b(?:pared|paredes|cabeza)\\b[^|]{0,25}\\b(?:hasta|sangr|aposta|a proposito)`,
  `\\b(?:me piro|me largo|me voy|desaparezco)\\b[^|]{0,10}\\b(?:para siempre|definitivamente)\\b|\\b(?:irme|me voy|marcharme) de este mundo\\b|\\bdejar este mundo\\b|\\bir(?:me)? de este mundo\\b`,
  `\\b(?:bonito|un placer|bueno|genial) (?:haber?(?:los|las|te|os) )?conoce(?:r|rlos|rlas|rte|ros)\\b`,
  near(
    `\\bno (?:saben|sabran|sabes|sabras|tendran|tendras) (?:nada|noticias) de mi\\b|\\bno (?:vuelven|volveran) a saber de mi\\b`,
    `\\b(?:despues|esta noche|manana|nunca|mas)\\b`,
    40,
  ),
  `\\b(?:escrito|escribi|dejado|deje)\\b (?:unas |una |las )?cartas? (?:para|a) (?:mis|mi|todos|cada)\\b`,
  `\\b(?:esto es|este es) (?:un|mi) adios\\b`,
  `\\bmanana (?:ya )?no (?:estare|voy a estar)\\b|\\bya no (?:estare|voy a estar) (?:manana|aqui)\\b`,
  near(
    `\\blo (?:hago|hare|voy a hacer)\\b`,
    `\\b(?:cuando|en cuanto|mientras)\\b[^|]{0,35}\\b(?:vayan|se van|fuera|vacaciones|trabajo|duerman|duermen|salgan)\\b`,
    60,
  ),
  `\\bse (?:ya |exactamente )*como lo (?:voy a hacer|hare|hago)\\b`,
  near(
    `\\blo (?:hago|hare|voy a hacer)\\b`,
    `\\b(?:todo pensado|todo planeado|todo preparado|decidido)\\b`,
    60,
  ),
  near(
    `\\ben (?:la|el) (?:\\w+ ){0,2}(?:azotea|tejado|puente|cornisa|borde|balcon)\\b`,
    `\\b(?:ahora|alto|altisimo|abajo|saltar|tirarme)\\b`,
    40,
  ),
  `\\b(?:prefiero|mejor) (?:estar )?muert[oa]\\b`,
  `\\b(?:esta noche|hoy|mañana|manana) es la (?:noche|dia)\\b|\\bva a ser (?:esta noche|mañana|manana|el (?:viernes|sabado|domingo|lunes|martes|miercoles|jueves))\\b`,
  `\\bcuando y donde\\b|\\bcomo y cuando\\b`,
  near(
    `\\b(?:pistola|arma|escopeta|revolver)\\b`,
    `\\b(?:cargad[ao]|balas?|caja fuerte|en la sien|en la boca)\\b`,
    40,
  ),
  `\\b(?:pegarme|darme|meterme) un tiro\\b|\\bvolarme la cabeza\\b|\\bme (?:quito|quitare) del medio\\b`,
  `\\b(?:me estrello|estrellarme|me tiro|chocar)\\b[^|]{0,40}\\bcontra (?:un|una|el|la) (?:arbol|muro|pared|puente|pilar|camion)\\b`,
  `\\bultimo mensaje\\b[^|]{0,25}\\b(?:mando|mandare|escribo|envio|enviare)\\b`,
  near(`(?:cuchilla|navaja|cortarme)\\b`, `(?:calma|unico|me ayuda|alivio)\\b`, 40),
  near(`\\b(?:borre|borrado|di|regale|dado)\\b`, `\\badios a todos\\b`, 80),
  `\\b(?:el|ella|amig[oa]|hermano|hermana)\\b[^|]{0,20}\\b(?:quiere|va a|amenaza con) (?:suicidarse|matarse|quitarse la vida)\\b`,
  `\\b(?:adios|chao|hasta nunca) para siempre\\b`,
  near(
    `\\b(?:puente|azotea|vias|acantilado)\\b`,
    `\\b(?:pensar|pienso)\\b[^|]{0,20}\\b(?:tirarme|saltar|lanzarme)\\b`,
    60,
  ),
  `\\bdesaparecer\\b[^|]{0,10}\\bno volver (?:nunca|jamas|mas)\\b`,
  `\\bme (?:quito|quitare) de en medio\\b|\\bquitarme de en medio\\b`,
]
