export default function Page() { return <h1>404</h1> }
