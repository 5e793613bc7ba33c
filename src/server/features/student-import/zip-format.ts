/** The ZIP format's marks and fixed lengths that both the reader and the writer of archives use. */
export const LOCAL_SIGNATURE = 0x04034b50;
export const ENTRY_SIGNATURE = 0x02014b50;
export const END_SIGNATURE = 0x06054b50;
export const LOCAL_LENGTH = 30;
export const ENTRY_LENGTH = 46;
export const END_LENGTH = 22;
/** General-purpose flags: the entry is encrypted; its name is UTF-8. */
export const ENCRYPTED_FLAG = 0x1;
export const UTF8_NAME_FLAG = 0x800;
