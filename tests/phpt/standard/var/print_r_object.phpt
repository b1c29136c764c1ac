--TEST--
print_r of an object
--FILE--
<?php
$o = new stdClass;
$o->x = [1];
print_r($o);
echo "\n";
echo print_r(1.0, true), '|', print_r(null, true), '|', print_r(false, true), '|', print_r(true, true), "\n";
--EXPECT--
stdClass Object
(
    [x] => Array
        (
            [0] => 1
        )

)

1|||1
