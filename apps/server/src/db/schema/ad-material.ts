// Tables of ad-material (filled in by its module).
export {};
