/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** POS app download links shown after registration. */
  readonly VITE_APP_DOWNLOAD_ANDROID?: string;
  readonly VITE_APP_DOWNLOAD_IOS?: string;
  /** Chat-support widget (Chatwoot-compatible); off unless both are set. */
  readonly VITE_SUPPORT_CHAT_BASE_URL?: string;
  readonly VITE_SUPPORT_CHAT_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
