--TEST--
__set_state is called by var_export output evaluated back
--FILE--
<?php
class P { public $x = 1; protected $y = 2; private $z = 3;
    static function __set_state($a) { $o = new self; $o->x = $a['x'] * 10; return $o; } }
$code = var_export(new P, true);
echo $code, "\n";
$o = eval("return $code;");
var_dump($o->x);
var_export([new stdClass, (object)['a' => 1]]); echo "\n";
--EXPECT--
\P::__set_state(array(
   'x' => 1,
   'y' => 2,
   'z' => 3,
))
int(10)
array (
  0 => 
  (object) array(
  ),
  1 => 
  (object) array(
     'a' => 1,
  ),
)
