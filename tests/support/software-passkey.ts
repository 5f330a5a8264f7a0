// A passkey in software for tests that run without a browser: a P-256 key that answers WebAuthn creation and request options
// the way an authenticator with "none" attestation does (authenticator data, CBOR attestation object, ES256 signatures).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A software authenticator holding one credential for one relying party. */
export class SoftwarePasskey {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The credential id. */
  readonly id = randomBytes(16);
  /** The signature counter (moves on with each assertion). */
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {}

  /** The public key as COSE (EC2, ES256). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authenticatorData(flags: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([createHash('sha256').update(this.rpID).digest(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The credential JSON of `navigator.credentials.create` for a registration challenge (user present, attested data). */
  register(challenge: string, origin = this.origin): string {
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin, crossOrigin: false }));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, this.cosePublicKey()]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', this.authenticatorData(0x41, attested)],
      ]),
    );
    return JSON.stringify({
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    });
  }

  /** The credential JSON of `navigator.credentials.get` for a login's challenge (user present, counter moved on). */
  assert(challenge: string, origin = this.origin): string {
    this.counter += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const authenticatorData = this.authenticatorData(0x01);
    const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), this.keys.privateKey);
    return JSON.stringify({
      id: b64(this.id),
      rawId: b64(this.id),
      type: 'public-key',
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature) },
      clientExtensionResults: {},
    });
  }
}
