import type { Vendor, VendorCallback } from '@hearth/domain/vendors';
import type { AppConfig } from '../plugins/external/config';
import type { AporVendor } from './apor/apor';
import { SandboxApor } from './apor/sandbox-apor';
import type { BankLinkVendor } from './bank-link/bank-link';
import { SandboxBankLink } from './bank-link/sandbox-bank-link';
import type { ConditionReviewer } from './condition-review/condition-review';
import { SandboxConditionReviewer } from './condition-review/sandbox-condition-review';
import type { CreditBureau } from './credit-bureau/credit-bureau';
import type { HardCreditVendor } from './credit-bureau/hard-credit';
import { SandboxCreditBureau } from './credit-bureau/sandbox-credit-bureau';
import { SandboxHardCredit } from './credit-bureau/sandbox-hard-credit';
import type { FloodVendor } from './flood/flood';
import { SandboxFlood } from './flood/sandbox-flood';
import type { FundingBank } from './funding-bank/funding-bank';
import { SandboxFundingBank } from './funding-bank/sandbox-funding-bank';
import type { GeocodingVendor } from './geocoding/geocoding';
import { SandboxGeocoding } from './geocoding/sandbox-geocoding';
import type { IdentityVerificationVendor } from './identity-verification/identity-verification';
import { SandboxIdentityVerification } from './identity-verification/sandbox-identity-verification';
import type { IncomeVerificationVendor } from './income-verification/income-verification';
import { SandboxIncomeVerification } from './income-verification/sandbox-income-verification';
import type { InsuranceVerifier } from './insurance/insurance';
import { SandboxInsurance } from './insurance/sandbox-insurance';
import type { MobileNotaryVendor } from './notary/mobile-notary';
import type { NotaryVendor } from './notary/notary';
import { SandboxMobileNotary } from './notary/sandbox-mobile-notary';
import { SandboxNotary } from './notary/sandbox-notary';
import type { PropertyData } from './property-data/property-data';
import { SandboxPropertyData } from './property-data/sandbox-property-data';
import type { RecorderVendor } from './recorder/recorder';
import { SandboxRecorder } from './recorder/sandbox-recorder';
import { SandboxTitle } from './title/sandbox-title';
import type { TitleVendor } from './title/title';
import { SandboxValuation } from './valuation/sandbox-valuation';
import type { ValuationVendor } from './valuation/valuation';

/** Every outside vendor Hearth talks to, one port each (ARCHITECTURE.md section 3). */
export interface VendorPorts {
  creditBureau: CreditBureau;
  propertyData: PropertyData;
  hardCredit: HardCreditVendor;
  identity: IdentityVerificationVendor;
  income: IncomeVerificationVendor;
  conditionReview: ConditionReviewer;
  title: TitleVendor;
  flood: FloodVendor;
  valuation: ValuationVendor;
  insurance: InsuranceVerifier;
  bankLink: BankLinkVendor;
  notary: NotaryVendor;
  mobileNotary: MobileNotaryVendor;
  recorder: RecorderVendor;
  fundingBank: FundingBank;
  /** The census geography of a home, for the HMDA register (decision 0199); it answers at once, no callback. */
  geocoding: GeocodingVendor;
  /** The FFIEC's average prime offer rates, for the register's rate spread and the HOEPA test (decision 0211). */
  apor: AporVendor;
  /**
   * The pages Hearth serves in a sandbox vendor's place (the payroll link page, the bank's institution page): they
   * sign what they hand back with that sandbox's own secret, so they need the sandbox adapter itself.
   */
  sandboxPages: { income: SandboxIncomeVerification; bankLink: SandboxBankLink };
}

/**
 * What the sandbox adapters need from the running server: the vendor queue's outbox and the clock
 * (modules/vendor-callbacks). Both are read only when a sandbox answers, so the server may bind them after the
 * ports are built.
 */
export interface SandboxOutbox {
  send(vendor: Vendor, body: VendorCallback, options?: { delaySeconds?: number }): Promise<void>;
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ports: VendorPorts;
  }
}

let sandboxData: { creditBureau: SandboxCreditBureau; propertyData: SandboxPropertyData } | undefined;

/**
 * The sandbox bureau and property data, built once per process: the property set takes a moment to generate and
 * is read-only afterwards (tests share it too).
 */
export function sharedSandboxData(): { creditBureau: CreditBureau; propertyData: PropertyData } {
  sandboxData ??= { creditBureau: new SandboxCreditBureau(), propertyData: new SandboxPropertyData() };
  return sandboxData;
}

/**
 * The composition root: every vendor port, built in this one place from the configuration. Each is the sandbox
 * adapter today; a real vendor is its adapter file behind the same port, passing the port's contract suite
 * (`<port>.contract.ts`, decision 0195), plus one line here choosing it by a config setting and its entry in
 * VENDOR_ADAPTERS (vendor-adapters.ts) turned to `live`, so the configuration requires the secret the vendor
 * issued (`config.vendorSecrets`).
 */
export function buildVendorPorts(config: AppConfig, outbox: SandboxOutbox): VendorPorts {
  const { creditBureau, propertyData } = sharedSandboxData();
  const sender = (vendor: Vendor) => (callback: VendorCallback) => outbox.send(vendor, callback);
  const delayedSender = (vendor: Vendor) => (callback: VendorCallback, delaySeconds: number) =>
    outbox.send(vendor, callback, { delaySeconds });
  const secret = (vendor: Vendor) => config.vendorSecrets[vendor];
  const income = new SandboxIncomeVerification(sender('income'), secret('income'));
  const bankLink = new SandboxBankLink(secret('bank-link'));
  return {
    creditBureau,
    propertyData,
    hardCredit: new SandboxHardCredit(creditBureau, sender('hard-credit')),
    identity: new SandboxIdentityVerification(sender('identity')),
    income,
    conditionReview: new SandboxConditionReviewer(sender('condition-review')),
    title: new SandboxTitle(sender('title')),
    flood: new SandboxFlood(propertyData, sender('flood')),
    valuation: new SandboxValuation(delayedSender('valuation'), config.sandboxBpoDelaySeconds),
    insurance: new SandboxInsurance(sender('insurance')),
    bankLink,
    notary: new SandboxNotary(sender('notary')),
    mobileNotary: new SandboxMobileNotary(sender('mobile-notary')),
    recorder: new SandboxRecorder(delayedSender('recorder'), config.sandboxRecordingDelaySeconds),
    fundingBank: new SandboxFundingBank(sender('funding-bank'), () => outbox.now()),
    geocoding: new SandboxGeocoding(),
    apor: new SandboxApor(),
    sandboxPages: { income, bankLink },
  };
}
