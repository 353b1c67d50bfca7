export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>A Next.js page with no styles, data or client code of its own: what any page costs at least.</p>
    </main>
  );
}
