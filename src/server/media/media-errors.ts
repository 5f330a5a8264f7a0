// The application errors of media uploads, with the codes clients switch on.
import type { MediaErrorCode } from '../../wire/error-codes.js';
import { applicationError, type HttpError } from '../http/http-error.js';

/** Codes of the media errors (part of the closed union of every code). */
export type { MediaErrorCode };

/** 400 INVALID_IMAGE: the bytes are not an image of an accepted type, or one too large in pixels. */
export function invalidImage(description: string): HttpError {
  return applicationError(400, 'INVALID_IMAGE' satisfies MediaErrorCode, 'Invalid image', description);
}

/** 400 FILE_TOO_LARGE: the upload has more bytes than `MEDIA_MAX_BYTES`. */
export function fileTooLarge(maxBytes: number): HttpError {
  return applicationError(400, 'FILE_TOO_LARGE' satisfies MediaErrorCode, 'File too large', `An image may have at most ${maxBytes} bytes`, { maxBytes });
}

/** 400 INVALID_UPLOAD_URL: the upload URL is malformed, forged or expired. */
export function invalidUploadUrl(): HttpError {
  return applicationError(
    400,
    'INVALID_UPLOAD_URL' satisfies MediaErrorCode,
    'Invalid upload URL',
    'The upload URL is not valid or has expired; generate a new one',
  );
}

/** 409 UPLOAD_URL_USED: an upload URL takes one file. */
export function uploadUrlUsed(): HttpError {
  return applicationError(409, 'UPLOAD_URL_USED' satisfies MediaErrorCode, 'Upload URL already used', 'An upload URL takes one file; generate a new one');
}
