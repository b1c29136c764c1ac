--TEST--
Traces of methods the VM calls (magic, ArrayAccess, Iterator, __destruct, __toString) show the calling line; those a built-in calls show [internal function]
--FILE--
<?php
class It implements Iterator { private $i = 0;
  function current(): mixed { if ($this->i == 1) throw new Exception("cur"); return $this->i; }
  function key(): mixed { return $this->i; } function next(): void { $this->i++; }
  function rewind(): void { $this->i = 0; } function valid(): bool { return $this->i < 3; } }
try { foreach (new It as $v) { echo $v, "\n"; } } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { iterator_to_array(new It); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
class AA implements ArrayAccess {
  function offsetExists($o): bool { throw new Exception("e"); }
  function offsetGet($o): mixed { throw new Exception("g"); }
  function offsetSet($o, $v): void { throw new Exception("s"); }
  function offsetUnset($o): void { throw new Exception("u"); } }
$a = new AA;
try { $a[1]; } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { $a[1] = 2; } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { isset($a[1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { unset($a[1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
class D { function __destruct() { echo (new Exception)->getTraceAsString(), "\n"; } }
$d = new D; unset($d);
function f() { $x = new D; } f();
class S { function __toString(): string { echo (new Exception)->getTraceAsString(), "\n"; return "s"; } }
echo implode(',', [new S]), "\n";
$s = new S; echo "$s\n";
class M { static function __callStatic($n, $a) { echo (new Exception)->getTraceAsString(), "\n"; } function __invoke() { echo (new Exception)->getTraceAsString(), "\n"; } }
M::foo(); (new M)(); array_map(new M, [1]);
class C { function __call($n, $a) { echo (new Exception)->getTraceAsString(), "\n"; } }
(new C)->q();
$g = new D;
--EXPECTF--
0
#0 %s(6): It->current()
#1 {main}
#0 [internal function]: It->current()
#1 %s(7): iterator_to_array(Object(It))
#2 {main}
#0 %s(14): AA->offsetGet(1)
#1 {main}
#0 %s(15): AA->offsetSet(1, 2)
#1 {main}
#0 %s(16): AA->offsetExists(1)
#1 {main}
#0 %s(17): AA->offsetUnset(1)
#1 {main}
#0 %s(19): D->__destruct()
#1 {main}
#0 %s(20): D->__destruct()
#1 {main}
#0 [internal function]: S->__toString()
#1 %s(22): implode(',', Array)
#2 {main}
s
#0 %s(23): S->__toString()
#1 {main}
s
#0 %s(25): M::__callStatic('foo', Array)
#1 {main}
#0 %s(25): M->__invoke()
#1 {main}
#0 [internal function]: M->__invoke(1)
#1 %s(25): array_map(Object(M), Array)
#2 {main}
#0 %s(27): C->__call('q', Array)
#1 {main}
#0 [internal function]: D->__destruct()
#1 {main}
