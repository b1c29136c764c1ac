--TEST--
Nested array creation on write
--FILE--
<?php
$a = [];
$a['x']['y']['z'] = 1;
$a['x']['y']['w'][] = 2;
$a['list'][] = 'a';
$a['list'][] = 'b';
print_r($a);
--EXPECT--
Array
(
    [x] => Array
        (
            [y] => Array
                (
                    [z] => 1
                    [w] => Array
                        (
                            [0] => 2
                        )

                )

        )

    [list] => Array
        (
            [0] => a
            [1] => b
        )

)
