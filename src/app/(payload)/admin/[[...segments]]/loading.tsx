import { AdminLoading } from '@/features/admin-shell/components/AdminLoading'

export default AdminLoading
