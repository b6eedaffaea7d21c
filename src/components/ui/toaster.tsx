import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** The seed's toasts: 5 s, at most 20, bottom-right, no progress bar, drag 60 % of the width to dismiss. */
export function Toaster() {
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={5000}
      limit={20}
      hideProgressBar
      draggable
      draggablePercent={60}
      newestOnTop
    />
  );
}
