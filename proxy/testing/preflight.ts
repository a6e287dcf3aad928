import request from 'supertest'

/** The CORS preflight a browser on `origin` sends before it POSTs JSON to `path`. */
export function preflight(app: Parameters<typeof request>[0], origin: string, path = '/api/chat') {
  return request(app)
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'content-type')
}
