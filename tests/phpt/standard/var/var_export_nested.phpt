--TEST--
var_export of nested arrays
--FILE--
<?php
var_export(['a' => [1, [true, null]], 5 => 'x', 'q\'uote' => "back\\slash"]);
echo "\n";
--EXPECT--
array (
  'a' => 
  array (
    0 => 1,
    1 => 
    array (
      0 => true,
      1 => NULL,
    ),
  ),
  5 => 'x',
  'q\'uote' => 'back\\slash',
)
