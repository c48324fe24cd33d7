export { KeptWorkNotice, type KeptWorkNoticeProps } from './kept-work-notice';
export { BEFORE_ROUTING_EVENT, LEAVE_CONFIRM, useLeaveGuard, type LeaveGuard, type LeaveGuardOptions } from './leave-guard';
