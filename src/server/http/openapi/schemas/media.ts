// Response schemas of the media calls: a file descriptor (Wix Media Manager), an upload's answer and an upload URL.
import { Type } from 'typebox';

/** An image's URL and size (`MediaImage` of src/wire/media.ts). */
const MediaImageSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  filename: Type.Optional(Type.String()),
  sizeInBytes: Type.Optional(Type.String()),
});

/** A file of the media manager (`FileDescriptor` of src/wire/media.ts). */
export const FileDescriptorSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  url: Type.String({ description: "The original's static URL" }),
  parentFolderId: Type.String(),
  hash: Type.String({ description: 'SHA-256 of the bytes, hex' }),
  sizeInBytes: Type.String({ pattern: '^[0-9]+$' }),
  private: Type.Boolean(),
  mediaType: Type.Literal('IMAGE'),
  media: Type.Object({ image: Type.Object({ image: MediaImageSchema, previewImage: Type.Optional(MediaImageSchema) }) }),
  operationStatus: Type.Literal('READY'),
  thumbnailUrl: Type.String(),
  labels: Type.Array(Type.String()),
  siteId: Type.String(),
  state: Type.Literal('OK'),
  createdDate: Type.String({ format: 'date-time' }),
  updatedDate: Type.String({ format: 'date-time' }),
});

/** The answer of an upload (multipart or PUT to a generated URL): the stored file. */
export const UploadedFileResponseSchema = Type.Object({ file: FileDescriptorSchema });

/** The answer of generate-upload-url: where to PUT the bytes (single use, 15 minutes). */
export const UploadUrlResponseSchema = Type.Object({ uploadUrl: Type.String() });
