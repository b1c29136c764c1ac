--TEST--
var_export with negative and string keys
--FILE--
<?php
var_export([-1 => 'a', 'b' => -2, 3 => -0.5]);
echo "\n";
--EXPECT--
array (
  -1 => 'a',
  'b' => -2,
  3 => -0.5,
)
