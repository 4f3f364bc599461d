export { DiskFileStorage, FILE_STORAGE, type FileStorage } from './file-storage';
export { imageUpload, imageUploads, type UploadedBinary } from './image-upload';
export { sniffContentType } from './sniff-content-type';
export { AVATAR_SIZE, toSquareJpeg } from './square-jpeg';
