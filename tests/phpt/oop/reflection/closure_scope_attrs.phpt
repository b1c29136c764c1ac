--TEST--
attributes of closures made in a class scope
--FILE--
<?php
#[Attribute] class At { function __construct(public $v = null) {} }
#[At(1)] class C { const K = 'k';
  function m() { return #[At(self::K)] function () {}; } }
$a = (new ReflectionClass('C'))->getAttributes()[0];
var_dump($a);
enum E { case X; }
$e = new ReflectionEnum(E::class);
var_dump($e);
var_dump($e->getCases()[0]);
$f = new ReflectionFunction((new C)->m());
var_dump($f->getAttributes()[0]->getArguments());
var_dump((new ReflectionClass('C'))->getAttributes()[0] == $a);
try { new ReflectionParameter([new C, 'm'], 0); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$x = new ReflectionParameter('strlen', 0);
try { $x->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
object(ReflectionAttribute)#2 (0) {
}
object(ReflectionEnum)#1 (1) {
  ["name"]=>
  string(1) "E"
}
object(ReflectionEnumUnitCase)#3 (2) {
  ["name"]=>
  string(1) "X"
  ["class"]=>
  string(1) "E"
}
array(1) {
  [0]=>
  string(1) "k"
}
bool(true)
The parameter specified by its offset could not be found
Call to undefined method ReflectionParameter::nope()
