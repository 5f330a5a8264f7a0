// Per-site Ed25519 keys that sign access tokens, kept in the database so every server process shares them.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const ALG = 'EdDSA';

/** A key ready to sign, with its id. */
export interface Signer {
  kid: string;
  key: CryptoKey;
}

/** A key ready to verify, and the site it belongs to. */
export interface Verifier {
  siteId: string;
  key: CryptoKey;
}

/** Loads, creates and caches signing keys. */
export class SigningKeys {
  readonly #signers = new Map<string, Promise<Signer>>();
  readonly #verifiers = new Map<string, Promise<Verifier | undefined>>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The newest key of a site, created on first use. */
  signerFor(siteId: string): Promise<Signer> {
    let signer = this.#signers.get(siteId);
    if (!signer) {
      signer = this.#loadOrCreate(siteId);
      signer.catch(() => this.#signers.delete(siteId));
      this.#signers.set(siteId, signer);
    }
    return signer;
  }

  /** The public key with this id, or undefined when there is none. */
  verifierFor(kid: string): Promise<Verifier | undefined> {
    let verifier = this.#verifiers.get(kid);
    if (!verifier) {
      verifier = this.#loadVerifier(kid);
      verifier.then(
        (v) => v === undefined && this.#verifiers.delete(kid),
        () => this.#verifiers.delete(kid),
      );
      this.#verifiers.set(kid, verifier);
    }
    return verifier;
  }

  async #loadOrCreate(siteId: string): Promise<Signer> {
    const existing = await this.db
      .selectFrom('signing_keys')
      .select(['kid', 'private_jwk'])
      .where('site_id', '=', siteId)
      .where('alg', '=', ALG)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (existing) return { kid: existing.kid, key: (await importJWK(existing.private_jwk, ALG)) as CryptoKey };
    const { privateKey, publicKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    const kid = randomUUID();
    await this.db
      .insertInto('signing_keys')
      .values({
        kid,
        site_id: siteId,
        alg: ALG,
        private_jwk: JSON.stringify(await exportJWK(privateKey)),
        public_jwk: JSON.stringify(await exportJWK(publicKey)),
      })
      .execute();
    return { kid, key: privateKey };
  }

  async #loadVerifier(kid: string): Promise<Verifier | undefined> {
    const row = await this.db.selectFrom('signing_keys').select(['site_id', 'public_jwk', 'alg']).where('kid', '=', kid).executeTakeFirst();
    if (!row) return undefined;
    return { siteId: row.site_id, key: (await importJWK(row.public_jwk, row.alg)) as CryptoKey };
  }
}
