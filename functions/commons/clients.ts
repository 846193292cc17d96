/**
 * Every AWS client of the functions, for code that uses several (the seeders, the local cloud,
 * tests). Function code imports the one module it needs: a module that loads an SDK client costs
 * its function a few hundred milliseconds of cold start, used or not.
 */
export { documentClient } from './document-client';
export { s3Client } from './s3-client';
export { sesClient } from './ses-client';
