export type DevApp = 'shell' | 'catalog' | 'booking' | 'content' | 'api';
export declare const devPortVariable: (app: DevApp) => string;
export declare const devPorts: Readonly<Record<DevApp, number>>;
export declare const devOrigin: (app: DevApp) => string;
