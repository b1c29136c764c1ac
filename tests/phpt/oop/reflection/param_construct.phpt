--TEST--
new ReflectionParameter directly
--FILE--
<?php
class A { function m($first, $second) {} }
function f($a, $b) {}
$p = new ReflectionParameter('f', 1);
var_dump($p->getName(), $p->getPosition());
$q = new ReflectionParameter(['A', 'm'], 'second');
var_dump($q->getName(), $q->getPosition());
$r = new ReflectionParameter(function ($z) {}, 0);
var_dump($r->getName());
try { new ReflectionParameter('f', 5); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionParameter('f', 'nope'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump($p);
?>
--EXPECT--
string(1) "b"
int(1)
string(6) "second"
int(1)
string(1) "z"
The parameter specified by its offset could not be found
The parameter specified by its name could not be found
object(ReflectionParameter)#1 (1) {
  ["name"]=>
  string(1) "b"
}
