--TEST--
getConstants/getConstant/hasConstant
--FILE--
<?php
interface I { const IC = 'i'; }
class A { const CA = 1; private const PA = 2; }
class B extends A implements I { const CB = self::CA + 10; protected const PB = [1, 2]; }
$r = new ReflectionClass('B');
var_dump($r->getConstants());
var_dump($r->getConstant('CB'), $r->getConstant('PB'), $r->getConstant('PA'), $r->getConstant('NOPE'));
var_dump($r->hasConstant('IC'), $r->hasConstant('PA'), $r->hasConstant('cb'));
var_dump($r->getConstants(ReflectionClassConstant::IS_PUBLIC));
?>
--EXPECT--
array(4) {
  ["CB"]=>
  int(11)
  ["PB"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["CA"]=>
  int(1)
  ["IC"]=>
  string(1) "i"
}
int(11)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
array(3) {
  ["CB"]=>
  int(11)
  ["CA"]=>
  int(1)
  ["IC"]=>
  string(1) "i"
}
