// Response schema of the token call (OAuth visitor, refresh and authorization code grants).
import { Type } from 'typebox';

/** Answer of POST /oauth2/token (`TokenResponse` of src/wire/tokens.ts). */
export const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Number({ examples: [14400] }),
  refresh_token: Type.String(),
  token_type: Type.Optional(Type.String({ examples: ['Bearer'] })),
});
