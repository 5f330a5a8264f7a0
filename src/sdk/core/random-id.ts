// Random ids from WebCrypto (crypto.randomUUID needs a secure context; getRandomValues does not).

/** 32 random hex digits: idempotency keys. */
export function randomId(): string {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) id += byte.toString(16).padStart(2, '0');
  return id;
}
