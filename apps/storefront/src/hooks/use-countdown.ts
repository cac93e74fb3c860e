export { useCountdown } from '@gs/web/hooks/use-countdown';
