import { failOnCspReports } from './csp-global';

export default failOnCspReports;
