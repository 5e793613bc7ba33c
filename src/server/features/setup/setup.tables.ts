/** The setup codes of a site without an owner yet (migration 035). */
export interface SetupCodesTable {
  /** SHA-256 of the code as normalised (upper case, no dashes). The code itself is only in the log. */
  code_hash: string;
  created_at: string;
}

export interface SetupTables {
  setup_codes: SetupCodesTable;
}
