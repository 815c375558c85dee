export declare const FAVICON_PX: number;
