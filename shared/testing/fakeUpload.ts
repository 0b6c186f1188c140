import { act } from '@testing-library/react';

/**
 * Stands in for the browser's XMLHttpRequest (the host area's uploads use it for their progress),
 * so the real upload code runs and the test drives its progress and answer.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  static get last(): FakeUpload | undefined {
    return FakeUpload.sent[FakeUpload.sent.length - 1];
  }
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(fraction: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** Puts `FakeUpload` in XMLHttpRequest's place for each test of the calling `describe`. */
export function installFakeUploads(): void {
  const realXhr = window.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.sent = [];
    window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
  });
}
