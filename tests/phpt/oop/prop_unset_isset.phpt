--TEST--
isset and unset on properties
--FILE--
<?php
class A { public $a = 1; public $n = null; }
$o = new A; var_dump(isset($o->a), isset($o->n), isset($o->z)); unset($o->a); var_dump(isset($o->a)); var_dump($o);
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
object(A)#1 (1) {
  ["n"]=>
  NULL
}
