export { BEFORE_ROUTING_EVENT, LEAVE_CONFIRM, useLeaveGuard, type LeaveGuard } from './leave-guard';
