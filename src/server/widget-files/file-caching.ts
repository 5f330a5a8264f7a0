// Conditional GETs for built files: a weak ETag from size and mtime, Last-Modified, and the 304 decision.
import type { FastifyRequest } from 'fastify';
import type { StaticFile } from '../http/static-files.js';

/** Validators of one file version. */
export interface FileValidators {
  etag: string;
  lastModified: string;
}

/** The ETag and Last-Modified of a file (both change whenever a build rewrites it). */
export function validatorsOf(file: StaticFile): FileValidators {
  return { etag: `W/"${file.size.toString(16)}-${Math.floor(file.mtime.getTime()).toString(16)}"`, lastModified: file.mtime.toUTCString() };
}

/** True when the client's cached copy is current (RFC 9110 §13.1: If-None-Match wins over If-Modified-Since). */
export function isNotModified(request: FastifyRequest, validators: FileValidators): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(validators.etag.replace(/^W\//, ''));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds.
    return !Number.isNaN(since) && Math.floor(Date.parse(validators.lastModified) / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
