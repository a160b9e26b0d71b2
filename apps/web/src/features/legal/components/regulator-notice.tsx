/** Notice to Texas consumers required of residential mortgage lenders (7 Tex. Admin. Code §81.200). */
export function RegulatorNotice() {
  return (
    <section aria-labelledby="regulator-notice-heading">
      <h2 id="regulator-notice-heading">Regulator notice</h2>
      <p>
        Consumers wishing to file a complaint against a mortgage banker or a licensed mortgage banker
        residential mortgage loan originator should complete and send a complaint form to the Texas Department
        of Savings and Mortgage Lending, 2601 North Lamar, Suite 201, Austin, Texas 78705. Complaint forms and
        instructions may be obtained from the department's website at www.sml.texas.gov. A toll-free consumer
        hotline is available at 1-877-276-5550.
      </p>
    </section>
  );
}
