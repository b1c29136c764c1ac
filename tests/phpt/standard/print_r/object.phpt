--TEST--
print_r of stdClass
--FILE--
<?php
$o = new stdClass;
$o->p = [1];
$o->q = 'v';
print_r($o);
--EXPECT--
stdClass Object
(
    [p] => Array
        (
            [0] => 1
        )

    [q] => v
)
