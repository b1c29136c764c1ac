--TEST--
__debugInfo controls var_dump but not print_r or var_export
--FILE--
<?php
class A { private $secret = 's'; public $shown = 1; function __debugInfo() { return ['shown' => $this->shown, 'extra' => 'x']; } }
var_dump(new A);
print_r(new A); echo "\n";
var_export(new A); echo "\n";
class B { function __debugInfo() { return null; } }
var_dump(new B);
--EXPECT--
object(A)#1 (2) {
  ["shown"]=>
  int(1)
  ["extra"]=>
  string(1) "x"
}
A Object
(
    [shown] => 1
    [extra] => x
)

\A::__set_state(array(
   'secret' => 's',
   'shown' => 1,
))
object(B)#1 (0) {
}
