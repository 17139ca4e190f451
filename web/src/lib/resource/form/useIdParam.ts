import { useParams } from 'react-router-dom'

/** The record id in the URL (`/category/:categoryId/edit`); none on an add screen. */
export function useIdParam(param: string): number | undefined {
  const value = useParams()[param]
  return value ? Number(value) : undefined
}
