--TEST--
var_export of objects
--FILE--
<?php
class P { public $a = 1; protected $b = [2]; }
var_export(new P); echo "\n"; var_export((object)['x' => 1]); echo "\n";
--EXPECT--
\P::__set_state(array(
   'a' => 1,
   'b' => 
  array (
    0 => 2,
  ),
))
(object) array(
   'x' => 1,
)
