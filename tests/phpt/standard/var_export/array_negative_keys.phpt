--TEST--
var_export of arrays with negative and sparse keys
--FILE--
<?php
var_export([-5 => 'a', -1 => 'b', 10 => 'c', 'k\'ey' => 'd']);
echo "\n";
--EXPECT--
array (
  -5 => 'a',
  -1 => 'b',
  10 => 'c',
  'k\'ey' => 'd',
)
