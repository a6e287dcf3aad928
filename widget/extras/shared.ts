import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { registerStyles } from '../styles/styleRegistry.ts'

/** The modules widget.js lends the extras bundle (names in sharedNames.ts); exported by web.ts. */
export const shared = {
  React: { useEffect, useId, useLayoutEffect, useRef, useState },
  jsx: { Fragment, jsx, jsxs },
  styles: { registerStyles },
}
