--TEST--
new expressions in attribute arguments
--FILE--
<?php
class Inner { public function __construct(public $v = 1) {} }
#[Attribute] class Outer { public function __construct(public Inner $i) {} }
#[Outer(new Inner(5))] function f() {}
$a = (new ReflectionFunction('f'))->getAttributes()[0];
var_dump($a->getArguments());
var_dump($a->newInstance()->i->v);
?>
--EXPECTF--
array(1) {
  [0]=>
  object(Inner)#%d (1) {
    ["v"]=>
    int(5)
  }
}
int(5)
