export { DiskFileStorage, FILE_STORAGE, type FileStorage } from './file-storage';
export { contractImageField, imageUpload, imageUploads, refusedImage, type UploadedBinary } from './image-upload';
export { sniffContentType } from './sniff-content-type';
export { AVATAR_SIZE, reencodeImage, resizeImage, toSquareJpeg, type EncodedImage } from './image-codec';
