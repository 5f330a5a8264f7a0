// Wire types of the Media Manager calls (`/site-media/v1/files`), as Wix's REST reference describes a file descriptor.

/** An image's URL and size, as in `media.image.image`. */
export interface MediaImage {
  id: string;
  url: string;
  width: number;
  height: number;
  filename?: string;
  sizeInBytes?: string;
}

/** A file of the media manager (Wix's FileDescriptor); the store keeps images only. */
export interface FileDescriptor {
  id: string;
  displayName: string;
  /** The original's static URL. */
  url: string;
  parentFolderId: string;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  /** Decimal string, as Wix sends it. */
  sizeInBytes: string;
  private: boolean;
  mediaType: 'IMAGE';
  media: { image: { image: MediaImage; previewImage?: MediaImage } };
  operationStatus: 'READY';
  thumbnailUrl: string;
  labels: string[];
  siteId: string;
  state: 'OK';
  createdDate: string;
  updatedDate: string;
}
