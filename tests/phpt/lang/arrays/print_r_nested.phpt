--TEST--
print_r and var_export of nested arrays
--FILE--
<?php
$a = ['a' => 1, 'b' => [true, null, 1.5, 'str'], 'c' => []];
print_r($a);
echo "\n";
var_export($a);
echo "\n";
echo print_r($a, true) === print_r($a, true) ? "same\n" : "diff\n";
--EXPECT--
Array
(
    [a] => 1
    [b] => Array
        (
            [0] => 1
            [1] => 
            [2] => 1.5
            [3] => str
        )

    [c] => Array
        (
        )

)

array (
  'a' => 1,
  'b' => 
  array (
    0 => true,
    1 => NULL,
    2 => 1.5,
    3 => 'str',
  ),
  'c' => 
  array (
  ),
)
same
