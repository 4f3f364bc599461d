export { FileAccess, type FileVisibility } from './file-access';
export { FilesModule } from './files.module';
export { FilesService, type StoreFileInput } from './files.service';
export { imageUpload, imageUploads, type UploadedBinary } from './image-upload';
export { sniffContentType } from './sniff-content-type';
