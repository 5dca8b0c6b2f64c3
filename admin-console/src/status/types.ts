/** A service's health as its status query answers it (GET /info-admin/*-status). */
export interface ServiceStatusRecord {
  service: string;
  version: string;
  status: string;
  database: boolean;
  uptimeSeconds: number;
  time: string;
}

/** One service's answer: its status, or the error its query got (never both). */
export interface ServiceStatusResult {
  /** Which status query asked (the service may not answer to name itself). */
  name: string;
  status: ServiceStatusRecord | null;
  error: string | null;
}
