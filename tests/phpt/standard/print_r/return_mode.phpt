--TEST--
print_r with return=true returns the string
--FILE--
<?php
$s = print_r([1, [2]], true);
var_dump($s);
var_dump(print_r('abc', true));
var_dump(print_r(null, true));
var_dump(print_r(false, true));
--EXPECT--
string(82) "Array
(
    [0] => 1
    [1] => Array
        (
            [0] => 2
        )

)
"
string(3) "abc"
string(0) ""
string(0) ""
