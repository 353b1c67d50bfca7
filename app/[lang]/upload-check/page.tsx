// TEMPORARY end-to-end harness for the upload pipeline: deleted after the check.
import { UploadCheck } from './upload-check';

export default function Page() {
  return <UploadCheck />;
}
