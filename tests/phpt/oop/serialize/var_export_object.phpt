--TEST--
var_export of a user object uses __set_state
--FILE--
<?php
class A { public $a = 1; protected $b = [1, "x"]; private $c = null; }
var_export(new A); echo "\n"; var_export([new A]); echo "\n";
--EXPECT--
\A::__set_state(array(
   'a' => 1,
   'b' => 
  array (
    0 => 1,
    1 => 'x',
  ),
   'c' => NULL,
))
array (
  0 => 
  \A::__set_state(array(
     'a' => 1,
     'b' => 
    array (
      0 => 1,
      1 => 'x',
    ),
     'c' => NULL,
  )),
)
