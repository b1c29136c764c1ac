--TEST--
var_export of objects uses \Class::__set_state
--FILE--
<?php
class P { public $a = 1; protected $b = [1, 2]; private $c = 'c'; }
var_export(new P); echo "\n";
var_export([new P]); echo "\n";
var_export(new stdClass); echo "\n";
$s = new stdClass; $s->x = 1; $s->{'a b'} = 2;
var_export($s); echo "\n";
--EXPECT--
\P::__set_state(array(
   'a' => 1,
   'b' => 
  array (
    0 => 1,
    1 => 2,
  ),
   'c' => 'c',
))
array (
  0 => 
  \P::__set_state(array(
     'a' => 1,
     'b' => 
    array (
      0 => 1,
      1 => 2,
    ),
     'c' => 'c',
  )),
)
(object) array(
)
(object) array(
   'x' => 1,
   'a b' => 2,
)
