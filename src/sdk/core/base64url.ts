// base64url without padding (RFC 4648 §5), on web-standard btoa: the `.r` query parameter and PKCE values.

/** base64url of bytes, or of a string's UTF-8 bytes, without `=` padding. */
export function base64url(input: Uint8Array | string): string {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
