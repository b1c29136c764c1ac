--TEST--
print_r of nested arrays
--FILE--
<?php
print_r(['x' => [1, [2, 3]], 'y' => []]);
--EXPECT--
Array
(
    [x] => Array
        (
            [0] => 1
            [1] => Array
                (
                    [0] => 2
                    [1] => 3
                )

        )

    [y] => Array
        (
        )

)
