import { clearCspReports } from './csp-global';

export default clearCspReports;
