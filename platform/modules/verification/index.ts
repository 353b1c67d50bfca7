/** Verification (KYC): members' identity and address documents, operators' decisions, the withdrawal threshold. */
export { verificationStatus, verificationSubmit } from './member-handlers';
export { operatorVerificationDecide, operatorVerificationDocument, operatorVerificationQueue } from './review';
export { operatorThresholdSave, operatorThresholds, withdrawalVerificationRefusal } from './thresholds';
export { onDocumentDecided, type DecisionNotice, type NoticeSender } from './notices';
