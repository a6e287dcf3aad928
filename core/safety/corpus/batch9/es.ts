import type { Corpus } from '../corpus.ts'

export const es: Corpus = {
  crisis: {
    direct: ['la verdad llevo tiempo planeando matarme'],
    passive: ['que mas da si me muero, nadie se daria cuenta en dias'],
    plan: ['tengo toda la noche planeada, la casa va a estar vacia'],
    method: ['compre 3 cajas de paracetamol en farmacias distintas para que nadie pregunte'],
    farewell: ['deje mis contraseñas y una nota para mi hermano en el escritorio'],
    selfHarm: ['tengo los muslos llenos de cicatrices y sigo haciendome mas'],
    slang: [
      'esta noche me voy para no volver si sabes lo que digo',
      'ya no aguanto, esta noche me pego un tiro',
    ],
  },
  ordinary: {
    gym: ['prensa hasta el fallo, los cuadriceps me gritan jaja', 'macros bien, semana 2 de definicion'],
    hyperbole: ['mi jefe me va a matar si no llego a la entrega'],
    accident: ['se me cayo un plato en el pie y sangro a traves del calcetin'],
    grief: ['la semana que viene es el aniversario del suicidio de mi padre y me da miedo'],
    humour: ['acabo de ver las noticias, un tipo mato a su vecino por un aparcamiento, que locura'],
  },
}
