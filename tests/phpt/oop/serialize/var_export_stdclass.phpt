--TEST--
var_export of stdClass uses (object) array
--FILE--
<?php
$o = new stdClass; $o->x = 1; $o->y = new stdClass; $o->{"0"} = "z";
var_export($o); echo "\n"; echo var_export(new stdClass, true), "\n";
--EXPECT--
(object) array(
   'x' => 1,
   'y' => 
  (object) array(
  ),
   '0' => 'z',
)
(object) array(
)
