import { request } from 'node:http'
import { uniquePdf } from '@tmulag/api/testing'

/** A GraphQL multipart request whose file is written slowly, as a slow line sends it. */
export function slowUpload(gatewayUrl: string, token: string, size: number): Promise<void> {
  const boundary = `----faults${Date.now()}`
  const operations = JSON.stringify({
    query: `mutation ($input: OnlineApplicationInput!) { sendOnlineApplication(input: $input) { userErrors { code } } }`,
    variables: {
      input: {
        institutionName: 'Ak Ýol Logistika HJ',
        permissionNumber: 'RZ-77',
        cmrNumber: 'CMR-1001',
        responsiblePerson: 'Atayew Merdan',
        phone: '+993 65 12 34 56',
        email: 'merdan@example.com',
        directorFullName: 'Orazow Aman',
        applicationLetter: null,
        certificate: null,
        stateRegistration: null,
      },
    },
  })
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.stateRegistration"]}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="sanaw.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const { bytes } = uniquePdf(size)
  return new Promise((resolve, reject) => {
    const req = request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'apollo-require-preflight': 'true',
        authorization: `Bearer ${token}`,
      },
    })
    req.on('error', reject)
    req.on('response', (response) => {
      response.on('error', reject)
      response.resume()
      response.on('end', () => resolve())
    })
    req.write(head)
    let offset = 0
    // 64 KB every 20 ms: about 3 MB a second, so the kill finds the file half sent.
    const timer = setInterval(() => {
      if (req.destroyed || offset >= bytes.length) {
        clearInterval(timer)
        if (!req.destroyed) req.end(`\r\n--${boundary}--\r\n`)
        return
      }
      req.write(bytes.subarray(offset, offset + 65_536))
      offset += 65_536
    }, 20)
  })
}
