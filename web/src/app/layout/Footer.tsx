import { Link } from 'react-router-dom'

export function Footer() {
  return (
    <footer className="app-footer">
      Food back-office · <Link to="/terms-and-conditions">Terms and conditions</Link>
    </footer>
  )
}
