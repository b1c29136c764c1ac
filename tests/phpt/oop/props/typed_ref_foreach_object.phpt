--TEST--
foreach by reference over an object with typed properties; array_walk and ++ on arrays of typed references
--FILE--
<?php
class C { public int $i = 1; public string $s = "a"; public $u = null; }
$c = new C;
foreach ($c as $k => &$v) {
    try { $v = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
unset($v);
foreach ($c as $k => &$v) { $v = "7"; }
unset($v);
var_dump($c);
function inc(array &$refs) { foreach ($refs as &$r) { $r++; } }
$d = new C;
$refs = [&$d->i, &$d->s];
inc($refs);
var_dump($d->i, $d->s);
array_walk($refs, function (&$x) { $x = "12"; });
var_dump($d->i, $d->s);
try { array_walk($refs, function (&$x) { $x = null; }); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($d->i);
--EXPECT--
Cannot assign array to reference held by property C::$i of type int
Cannot assign array to reference held by property C::$s of type string
object(C)#1 (3) {
  ["i"]=>
  int(7)
  ["s"]=>
  string(1) "7"
  ["u"]=>
  string(1) "7"
}
int(2)
string(1) "b"
int(12)
string(2) "12"
Cannot assign null to reference held by property C::$i of type int
int(12)
