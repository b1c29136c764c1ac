--TEST--
print_r return mode with nesting
--FILE--
<?php
$s = print_r(['a' => [1, 2], 'b' => null, 'c' => false, 'd' => 1.5], true);
var_dump($s);
--EXPECT--
string(129) "Array
(
    [a] => Array
        (
            [0] => 1
            [1] => 2
        )

    [b] => 
    [c] => 
    [d] => 1.5
)
"
