import { readLocale } from '../i18n';
import { api } from './api';

/**
 * Uploads an image to the store a single-use Member/getQiniuToken token names (`POST <upload_url>`,
 * the image as the raw body, the token in the `token` header), reporting the upload's progress (0–1)
 * as it goes; resolves to the image's URL, rejects with the store's message. An XMLHttpRequest, as
 * fetch reports no upload progress.
 */
export async function uploadImageWithProgress(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const { token, upload_url } = await api.post('/api/Member/getQiniuToken');
  if (!token || !upload_url) throw new Error('upload token');
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload_url);
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('token', token);
    xhr.setRequestHeader('lang', readLocale());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new Error(xhr.statusText || 'upload failed'));
    xhr.onload = () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as { code: number; msg: string; data?: { url?: string } };
        if (envelope.code !== 0 || !envelope.data?.url) reject(new Error(envelope.msg));
        else {
          onProgress(1);
          resolve(envelope.data.url);
        }
      } catch {
        reject(new Error(xhr.statusText || 'upload failed'));
      }
    };
    xhr.send(file);
  });
}
